import type { Database } from "@q2c/db";
import type { Config } from "./config.ts";
import type { DistributorRegistry } from "./integrations/distributor/distributor-registry.ts";
import type { Mailer } from "./integrations/mail/mailer.ts";
import type { Realtime } from "./plugins/realtime.ts";

/** What the use cases are given: no globals, so tests build their own. */
export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  distributors: DistributorRegistry;
  realtime: Realtime;
}
