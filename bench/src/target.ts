// The server process of the benchmark: starts the real server with demo data and a bare Fastify app on the
// same database handle, both on 127.0.0.1, prints one READY line, answers CPU questions on stdin, and stops
// when stdin closes.
// On PostgreSQL it runs under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL to a throwaway cluster.
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { openDatabase } from "@q2c/db";
import { API_PREFIX } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { startServer } from "../../apps/server/src/bootstrap.ts";
import { verifyAccessToken } from "../../apps/server/src/lib/access-token.ts";
import { loadPrincipal } from "../../apps/server/src/lib/principal.ts";
import { depsFor } from "../../apps/server/src/lib/request-deps.ts";
import { systemDeps } from "../../apps/server/src/lib/system-db.ts";
import { BARE_PATHS, buildBareApp } from "./bare-app.ts";
import { benchConfig } from "./bench-config.ts";
import { BENCH_LINES, seedBenchProject } from "./project/seed-project.ts";
import { CPU_ASK, CPU_MARK, READY_MARK, type TargetReady } from "./protocol.ts";

const SIGN_IN_AS = "owner@msp.demo";
const READ_USER = "admin@msp.demo";
/** What the builder page asks for. */
export const PROJECT_FLAGS = "getLocations=true&getProjectLocationBundleProducts=true";
/** A target left behind by a runner that died still ends on its own. */
const MAX_LIFETIME_MS = 10 * 60_000;

const listen = async (app: FastifyInstance) => {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

async function main() {
  setTimeout(() => process.exit(3), MAX_LIFETIME_MS).unref();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    // The cluster is throwaway, so its default database is ours; the server only checks migrations.
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    await database.close();
  }
  const config = benchConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  // PGlite in memory: nothing on disk to clean up.
  const real = await startServer(config, { dataDir: undefined });
  const realUrl = await listen(real.app);

  const res = await fetch(`${realUrl}${API_PREFIX}/auth/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: SIGN_IN_AS, password: config.demoPassword }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in as ${SIGN_IN_AS} failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const [target] = await real.deps.database.query<{ id: string }>("select id from users where email = $1", [
    READ_USER,
  ]);
  if (!target) throw new Error(`demo user ${READ_USER} is missing`);

  const claims = await verifyAccessToken(config.jwtSecret, accessToken);
  const principal = claims && (await loadPrincipal(real.deps.database.db, claims, config.platformAccountId));
  if (!principal) throw new Error("the access token does not yield a principal");
  // The same scoped handle as a request of the real app, so the ratio is the framework's overhead alone;
  // BENCH_BARE_HANDLE=system gives the bare app the unscoped handle, so the ratio adds row-level security's.
  const bareDeps =
    process.env.BENCH_BARE_HANDLE === "system" ? systemDeps(real.deps) : depsFor(real.deps, principal);
  const bare = buildBareApp(bareDeps, principal, real.deps.database);
  const bareUrl = await listen(bare);

  const user = `/users/${target.id}`;
  // A 1,000-line quote with its sites, buildings and lines (issue #4).
  const project = `/projects/${await seedBenchProject(real.deps.database, 1, BENCH_LINES)}`;
  const ready: TargetReady = {
    database: real.deps.database.kind,
    user: {
      real: `${realUrl}${API_PREFIX}${user}`,
      sameSql: `${bareUrl}${BARE_PATHS.sameSql}${user}`,
      rows: `${bareUrl}${BARE_PATHS.rows}${user}`,
    },
    project: {
      real: `${realUrl}${API_PREFIX}${project}?${PROJECT_FLAGS}`,
      sameSql: `${bareUrl}${BARE_PATHS.sameSql}${project}?${PROJECT_FLAGS}`,
      rows: `${bareUrl}${BARE_PATHS.rows}${project}`,
    },
    token: accessToken,
  };
  process.stdout.write(`${READY_MARK}${JSON.stringify(ready)}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await bare.close();
    await real.close();
    process.exit(0);
  };
  const input = createInterface({ input: process.stdin });
  input.on("line", (line) => {
    if (line.trim() !== CPU_ASK) return;
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${CPU_MARK}${user + system}\n`);
  });
  input.on("close", () => void stop());
}

main().catch((err: Error) => {
  console.error(`bench target: ${err.stack ?? err.message}`, err.cause ?? "");
  process.exit(1);
});
