import { hasDemoData, openDatabase, pendingMigrations, seedCategories, seedDemo } from "@q2c/db";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { createDistributorRegistry } from "./integrations/distributor/distributor-registry.ts";
import { createMailer } from "./integrations/mail/mailer.ts";
import { connectRedis, type RedisLink } from "./integrations/redis/redis.ts";
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
 * into a new database when configured, connects to Redis when REDIS_URL is set (the sockets' adapter), and
 * builds the app with sockets. Used by main.ts, tests and e2e.
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
  let redis: RedisLink | undefined;
  try {
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
    const realtime = createRealtime();
    const deps: AppDeps = {
      config,
      database,
      mailer: createMailer(database, config.smtpUrl, config.mailFrom),
      distributors: createDistributorRegistry(config.distributor),
      realtime,
    };
    const app = await buildApp(deps, opts);
    if (config.redisUrl) {
      redis = await connectRedis(config.redisUrl, app.log);
      deps.redis = redis;
    }
    await sweepInterruptedImports(database, app.log);
    registerRealtime(app, deps, realtime);
    const started: Started = {
      app,
      deps,
      seeded,
      close: async () => {
        await app.close();
        await redis?.close();
        await database.close();
      },
    };
    return started;
  } catch (err) {
    await redis?.close();
    await database.close();
    throw err;
  }
}
