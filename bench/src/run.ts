// `npm run bench`: the real server (auth, all plugins) against bare Fastify on the same database, measured
// in one run per database (ARCHITECTURE.md: ratios against a baseline measured in the same run), on PGlite
// and on PostgreSQL (issue 15 §4):
// - GET /api/v1/users/{id} against one primary-key read of a users row (throughput, aim 50%) and against
//   the same SQL (the endpoint's use case on the same scoped handle, aim 60%);
// - GET /api/v1/projects/{id} of a 1,000-line quote with its sites, buildings and lines: server CPU per
//   request against a bare read of its rows, one query per table, with JSON.stringify (aim at most 3x), and
//   throughput against the same SQL.
// Prints a table; exits 0 whatever the ratios, 1 only when a database could not be measured at all.
import { compare, DEFAULT_PLAN } from "./measure.ts";
import { type Grade, type Row, renderDetails, renderTable } from "./report.ts";
import { type DatabaseKind, type RunningTarget, startTarget } from "./target-process.ts";

const LABEL: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

interface Plan {
  endpoint: "user" | "project";
  baseline: "rows" | "sameSql";
  label: string;
  grade: Grade;
  aim: number;
}

export const PLANS: Plan[] = [
  {
    endpoint: "user",
    baseline: "rows",
    label: "GET /users/{id} vs one point read",
    grade: "throughput",
    aim: 0.5,
  },
  {
    endpoint: "user",
    baseline: "sameSql",
    label: "GET /users/{id} vs same SQL",
    grade: "throughput",
    aim: 0.6,
  },
  {
    endpoint: "project",
    baseline: "rows",
    label: "GET /projects/{id} 1,000 lines vs its rows (CPU)",
    grade: "cpu",
    aim: 3,
  },
  {
    endpoint: "project",
    baseline: "sameSql",
    label: "GET /projects/{id} 1,000 lines vs same SQL",
    grade: "throughput",
    aim: 0.6,
  },
];

/** Both sides must answer before their speeds mean anything. */
async function checkAnswers(t: RunningTarget): Promise<void> {
  for (const endpoint of ["user", "project"] as const) {
    const urls = t[endpoint];
    const real = await fetch(urls.real, { headers: { authorization: `Bearer ${t.token}` } });
    for (const [name, res] of [
      ["real", real],
      ["same SQL", await fetch(urls.sameSql)],
      ["rows", await fetch(urls.rows)],
    ] as const) {
      if (res.status !== 200) throw new Error(`smoke request failed: ${endpoint} ${name} ${res.status}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      console.log(`  ${endpoint} ${name}: ${bytes.toLocaleString("en-US")} bytes`);
    }
  }
}

async function measure(kind: DatabaseKind): Promise<Row[]> {
  const db = LABEL[kind];
  const rows = PLANS.map((p): Row => ({ label: `${db}, ${p.label}`, grade: p.grade, aim: p.aim }));
  console.log(`${db}: starting the server ...`);
  let target: RunningTarget | undefined;
  try {
    target = await startTarget(kind);
    await checkAnswers(target);
    for (const [i, plan] of PLANS.entries()) {
      console.log(`${rows[i]!.label}: measuring ...`);
      const urls = target[plan.endpoint];
      rows[i]!.result = await compare(
        { url: urls.real, token: target.token },
        { url: urls[plan.baseline] },
        target.cpuMicros,
      );
    }
  } catch (err) {
    const message = (err as Error).message;
    console.error(`${db}: ${message}`);
    for (const row of rows) if (!row.result) row.error = message;
  } finally {
    await target?.stop();
  }
  return rows;
}

const p = DEFAULT_PLAN;
console.log(
  `Real server against bare Fastify on the same database; ${p.connections} connections, ${p.warmupSeconds} s ` +
    `warm-up, then ${p.pairs} pairs of ${p.roundSeconds} s rounds in alternating order; throughput ratio = ` +
    "median of the pairs' ratios; CPU = the server process's CPU per response, median of the rounds.",
);
const rows: Row[] = [];
for (const kind of ["pglite", "postgres"] as const) rows.push(...(await measure(kind)));
console.log(`\n${renderTable(rows)}\n\n${renderDetails(rows)}`);
process.exit(rows.some((r) => r.error) ? 1 : 0);
