import { hasDemoData, openDatabase, pendingMigrations, seedCategories, seedDemo } from "@q2c/db";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { createPdfRenderer, type PdfRenderer } from "./documents/pdf/renderer.ts";
import { openSigningIdentity } from "./documents/pdf/signing-identity.ts";
import { createDemoOrderBook } from "./integrations/distributor/demo-orders.ts";
import { createDistributorRegistry } from "./integrations/distributor/distributor-registry.ts";
import { createMailer } from "./integrations/mail/mailer.ts";
import { connectRedis, type RedisLink } from "./integrations/redis/redis.ts";
import { JOB_KINDS } from "./jobs/index.ts";
import { sweepWantedOrders } from "./jobs/order-at-acceptance-sweep.ts";
import { type JobQueue, openJobQueue } from "./jobs/queue.ts";
import { scheduleSuborderSweep } from "./jobs/read-suborders.ts";
import { sweepUnsealedDocuments } from "./jobs/seal-document-sweep.ts";
import { sweepMissingThumbnails } from "./jobs/template-thumbnail-sweep.ts";
import { systemClock } from "./lib/clock.ts";
import { hashPassword } from "./lib/passwords.ts";
import { encryptStoredSecrets } from "./lib/stored-secrets.ts";
import { sweepInterruptedImports } from "./modules/product-import/sweep-interrupted-imports.ts";
import { createRealtime, registerRealtime } from "./plugins/realtime.ts";

export interface Started {
  app: FastifyInstance;
  deps: AppDeps;
  /** Whether this start filled a new database with the demo tenants. */
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens the database, brings its schema up to date (PGlite) or checks it is (PostgreSQL), seeds demo data
 * into a new database when configured, opens the job queue (recovering what a stopped process left),
 * connects to Redis when REDIS_URL is set (the sockets' adapter), builds the app with sockets and starts
 * the job workers. Used by main.ts, tests and e2e.
 */
export async function startServer(
  config: Config,
  opts: BuildOptions & { dataDir?: string | undefined; pgliteTemplate?: Blob | undefined } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: "dataDir" in opts ? opts.dataDir : config.dataDir,
    pgliteTemplate: opts.pgliteTemplate,
  });
  let jobs: JobQueue | undefined;
  let redis: RedisLink | undefined;
  let pdf: PdfRenderer | undefined;
  try {
    // A SIGNING_CERT_P12 the password does not open stops the start here; the generated one is made (or
    // read) in the background, and sealing waits for it.
    const signing = openSigningIdentity({
      dataDir: config.dataDir,
      signingCert: config.documents.signingCert,
    });
    if (database.kind === "pglite") {
      await database.migrate();
    } else {
      const pending = await pendingMigrations(database);
      if (pending > 0) {
        throw new Error(`The database lacks ${pending} migration(s). Run \`npm run migrate\` first.`);
      }
    }
    await seedCategories(database);
    let seeded = false;
    if (config.demoData && !(await hasDemoData(database))) {
      await seedDemo(database, {
        platformAccountId: config.platformAccountId,
        passwordHash: await hashPassword(config.demoPassword),
      });
      seeded = true;
    }
    await encryptStoredSecrets(database, config.encryptionKey);
    const queue = await openJobQueue(database, config, JOB_KINDS);
    jobs = queue;
    const realtime = createRealtime();
    pdf = createPdfRenderer({ chromiumPath: config.documents.chromiumPath });
    const clock = systemClock();
    const deps: AppDeps = {
      config,
      database,
      mailer: createMailer(database, config, queue),
      // The demo distributor keeps its orders on the system handle and reads the server's clock at each
      // call, so a test that moves deps.clock moves its orders too.
      distributors: createDistributorRegistry(config.distributor, {
        orders: createDemoOrderBook(database),
        now: () => clock.now(),
      }),
      realtime,
      jobs: queue,
      clock,
      pdf,
      signing,
    };
    const app = await buildApp(deps, opts);
    const recovered = await queue.recoverAbandoned();
    if (recovered > 0) app.log.warn({ jobs: recovered }, "jobs left active by a stopped process retried");
    if (config.redisUrl) {
      redis = await connectRedis(config.redisUrl, app.log);
      deps.redis = redis;
    }
    await sweepInterruptedImports(database, app.log);
    await sweepUnsealedDocuments(deps, app.log);
    await sweepMissingThumbnails(deps, app.log);
    await sweepWantedOrders(deps, app.log);
    await scheduleSuborderSweep(deps, app.log);
    registerRealtime(app, deps, realtime);
    await queue.work(deps, app.log);
    const started: Started = {
      app,
      deps,
      seeded,
      close: async () => {
        // Running jobs finish first (or go back to the queue), while the app can still answer them.
        await queue.stop();
        await app.close();
        await deps.pdf.close();
        await redis?.close();
        await database.close();
      },
    };
    return started;
  } catch (err) {
    await pdf?.close();
    await redis?.close();
    await jobs?.stop(1000).catch(() => undefined);
    await database.close();
    throw err;
  }
}
