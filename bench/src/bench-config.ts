import { randomBytes } from "node:crypto";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { type Config, loadConfig } from "../../apps/server/src/config.ts";

/**
 * The server's configuration for a benchmark: loopback on a free port, a fresh secret, demo data signed
 * in with the default demo password, no logs; `env` adds or overrides settings (e.g. DATABASE_URL).
 */
export function benchConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    JWT_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DEMO_DATA: "1",
    DEMO_PASSWORD: DEMO_PASSWORD_DEFAULT,
    LOG_LEVEL: "silent",
    ...env,
  });
}
