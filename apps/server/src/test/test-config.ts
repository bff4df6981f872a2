import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { type Config, loadConfig } from "../config.ts";

/**
 * The data folder of test servers: outside the repository, shared by every test server of the machine (what
 * they keep there, the generated document-signing certificate, is written once and read after).
 */
export const TEST_DATA_DIR = join(tmpdir(), "q2c-test-data");

/** A test server's configuration: demo data with the default password, a fresh secret, `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DEMO_DATA: "1",
    DEMO_PASSWORD: DEMO_PASSWORD_DEFAULT,
    LOG_LEVEL: "silent",
    DATA_DIR: TEST_DATA_DIR,
    // Saving a template queues its thumbnail this long after; the tests that watch thumbnails set 0, the
    // others (the XSS corpus saves 154 templates) do not print one per save.
    TEMPLATE_THUMBNAIL_DELAY_SECONDS: "3600",
    // The suborder read sweep (and the order mails it hands over) runs only where a test asks for it: its
    // statements, every minute, would land in the middle of tests that record the SQL of one request.
    SUBORDER_READ_SWEEP_SECONDS: "0",
    ...env,
  });
}
