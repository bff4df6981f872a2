// `npm run bench:tenancy`: what row-level security costs a use case (issue 14). The same use cases run in
// one process, on PGlite (and on PostgreSQL under scripts/with-postgres.mjs), through the caller's scoped
// handle (every statement as q2c_app under the policies, each outside a transaction in one of its own) and
// through the unscoped system handle, in alternating rounds; the ratio is scoped time over system time.
import { openDatabase } from "@q2c/db";
import { startServer } from "../../../apps/server/src/bootstrap.ts";
import type { Deps } from "../../../apps/server/src/deps.ts";
import { loadPrincipal, type Principal } from "../../../apps/server/src/lib/principal.ts";
import { depsFor } from "../../../apps/server/src/lib/request-deps.ts";
import { systemDeps } from "../../../apps/server/src/lib/system-db.ts";
import { getProject } from "../../../apps/server/src/modules/projects/get-project.ts";
import { getUser } from "../../../apps/server/src/modules/users/get-user.ts";
import { benchConfig } from "../bench-config.ts";
import { BENCH_LINES, seedBenchProject } from "../project/seed-project.ts";

const ROUNDS = 6;
const CALLS: Record<string, number> = { user: 200, project: 6 };

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    await database.close();
  }
  const config = benchConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const server = await startServer(config, { dataDir: undefined });
  const { database } = server.deps;
  const [owner] = await database.query<{ id: string; tenant_id: string; session: string }>(
    "select id, tenant_id from users where email = 'owner@msp.demo'",
  );
  const [admin] = await database.query<{ id: string }>("select id from users where email = 'admin@msp.demo'");
  if (!owner || !admin) throw new Error("demo users missing");
  const sid = (
    await database.query<{ id: string }>(
      `insert into sessions (tenant_id, id, user_id, family_id, token_hash, expires_at)
       values ($1, gen_random_uuid(), $2, gen_random_uuid(), 'bench', now() + interval '1 hour') returning id`,
      [owner.tenant_id, owner.id],
    )
  )[0]?.id;
  const principal = (await loadPrincipal(
    database.db,
    { sub: owner.id, sid: sid ?? "", tid: owner.tenant_id },
    config.platformAccountId,
  )) as Principal;
  const projectId = await seedBenchProject(database, 1, BENCH_LINES);
  const work: Record<string, (deps: Deps) => Promise<unknown>> = {
    user: (deps) => getUser(deps, principal, admin.id),
    project: (deps) =>
      getProject(deps, principal, projectId, { getLocations: true, getProjectLocationBundleProducts: true }),
  };
  const handles = { scoped: depsFor(server.deps, principal), system: systemDeps(server.deps) };
  console.log(`${database.kind}: scoped handle against system handle, ${ROUNDS} alternating rounds`);
  for (const [name, call] of Object.entries(work)) {
    const times = { scoped: [] as number[], system: [] as number[] };
    for (const deps of [handles.scoped, handles.system]) await call(deps); // warm both
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (["system", "scoped"] as const) : (["scoped", "system"] as const);
      for (const side of order) {
        const started = performance.now();
        for (let i = 0; i < (CALLS[name] ?? 1); i++) await call(handles[side]);
        times[side].push((performance.now() - started) / (CALLS[name] ?? 1));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const [scoped, system] = [median(times.scoped), median(times.system)];
    console.log(
      `  ${name.padEnd(8)} scoped ${scoped.toFixed(2)} ms, system ${system.toFixed(2)} ms per call: ratio ${(scoped / system).toFixed(2)}`,
    );
  }
  await server.close();
}

main().catch((err: Error) => {
  console.error(err.stack ?? err.message);
  process.exit(1);
});
