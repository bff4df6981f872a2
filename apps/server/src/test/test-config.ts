import { randomBytes } from "node:crypto";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { type Config, loadConfig } from "../config.ts";

/** A test server's configuration: demo data with the default password, a fresh secret, `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DEMO_DATA: "1",
    DEMO_PASSWORD: DEMO_PASSWORD_DEFAULT,
    LOG_LEVEL: "silent",
    ...env,
  });
}
