import type { Database, Db } from "@q2c/db";
import type { Config } from "./config.ts";
import type { PdfRenderer } from "./documents/pdf/renderer.ts";
import type { SigningIdentity } from "./documents/pdf/signing-identity.ts";
import type { DistributorRegistry } from "./integrations/distributor/distributor-registry.ts";
import type { Mailer } from "./integrations/mail/mailer.ts";
import type { RedisLink } from "./integrations/redis/redis.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Clock } from "./lib/clock.ts";
import type { Realtime } from "./plugins/realtime.ts";

/** What every use case may call besides the database: no globals, so tests build their own. */
export interface Services {
  config: Config;
  mailer: Mailer;
  distributors: DistributorRegistry;
  realtime: Realtime;
  /** The job queue (jobs/queue.ts): work that outlives a request is sent here. */
  jobs: JobQueue;
  /** The time; tests move it (lib/clock.ts). */
  clock: Clock;
  /** Chromium printing documents to PDF and PNG (documents/pdf/renderer.ts), launched when first used. */
  pdf: PdfRenderer;
  /** The certificate sealed PDFs are signed with (documents/pdf/signing-identity.ts). */
  signing: SigningIdentity;
}

/**
 * The process's dependencies, built once at start. Its `database` is the unscoped system handle: only the
 * modules listed in lib/system-db.ts reach it (a test checks); everything else gets {@link Deps}.
 */
export interface AppDeps extends Services {
  database: Database;
  /** Connected when REDIS_URL is set: the socket adapter's clients, checked by /api/health. */
  redis?: RedisLink | undefined;
}

/**
 * What a use case is given: the services and `db`, a database handle scoped to one caller (every statement
 * under row-level security with the caller's tenant), built by lib/request-deps.ts from the verified
 * principal. For the few paths without a caller, lib/system-db.ts gives the same shape with the system handle.
 */
export interface Deps extends Services {
  db: Db;
}
