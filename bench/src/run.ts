// `npm run bench`: throughput of GET /api/v1/users/{id} and of GET /api/v1/projects/{id} (a 1,000-line quote
// with its sites, buildings and lines; issue #4) with auth on the real server against bare Fastify running
// the same SQL, on PGlite and on PostgreSQL, measured in one run (ARCHITECTURE.md: ratios against a
// baseline measured in the same run). Prints a table; exits 0 whatever the ratio, 1 only when a database
// could not be measured at all.
import { isDeepStrictEqual } from "node:util";
import { compare, DEFAULT_PLAN } from "./measure.ts";
import { AIM, type Row, renderDetails, renderTable } from "./report.ts";
import { type DatabaseKind, type Endpoint, type RunningTarget, startTarget } from "./target-process.ts";

const LABEL: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/** Both sides must answer the same user before their speeds mean anything. */
async function checkSameAnswer(t: RunningTarget): Promise<void> {
  const real = await fetch(t.realUrl, { headers: { authorization: `Bearer ${t.token}` } });
  const bare = await fetch(t.bareUrl);
  if (real.status !== 200 || bare.status !== 200) {
    throw new Error(`smoke request failed: real ${real.status}, bare ${bare.status}`);
  }
  const [a, b] = [await real.json(), await bare.json()];
  if (!isDeepStrictEqual(a, b))
    console.log("  note: real and bare bodies differ (the real one is zod-serialised)");
}

const ENDPOINT_LABEL: Record<Endpoint, string> = {
  user: "GET /users/{id}",
  project: "GET /projects/{id}, 1,000 lines",
};

async function measure(kind: DatabaseKind, endpoint: Endpoint): Promise<Row> {
  const database = `${LABEL[kind]}, ${ENDPOINT_LABEL[endpoint]}`;
  console.log(`${database}: starting the server ...`);
  let target: RunningTarget | undefined;
  try {
    target = await startTarget(kind, endpoint);
    await checkSameAnswer(target);
    console.log(`${database}: measuring ...`);
    const result = await compare(
      { url: target.realUrl, token: target.token },
      { url: target.bareUrl },
      target.cpuMicros,
    );
    return { database, result };
  } catch (err) {
    const message = (err as Error).message;
    console.error(`${database}: ${message}`);
    return { database, error: message };
  } finally {
    await target?.stop();
  }
}

const p = DEFAULT_PLAN;
console.log(
  `GET /api/v1/users/{id} and GET /api/v1/projects/{id} (1,000 lines): real server (auth, all plugins) against bare Fastify running the same SQL; ` +
    `${p.connections} connections, ${p.warmupSeconds} s warm-up, then ${p.pairs} pairs of ${p.roundSeconds} s rounds ` +
    "in alternating order; ratio = median of the pairs' ratios.",
);
const rows: Row[] = [];
for (const endpoint of ["user", "project"] as const)
  for (const kind of ["pglite", "postgres"] as const) rows.push(await measure(kind, endpoint));
console.log(`\n${renderTable(rows)}\n\n${renderDetails(rows)}`);
console.log(`\nAim: the real server reaches at least ${AIM * 100}% of the bare throughput.`);
process.exit(rows.some((r) => r.error) ? 1 : 0);
