// `npm run bench:orders` (its PGlite run is part of `npm run bench`): splitting and saving the order of an
// accepted 1,000-line quote across 20 buildings and 3 distributors through the product's code path
// (createOrderFromQuote: the quote read, the split, one transaction of inserts, on the MSP's scoped handle
// under row-level security) against inserting the same rows with one multi-row INSERT per table in one
// transaction on the same handle, in the same run (issue #18 §5, aim: within 3x). Medians of alternating rounds
// after a warm-up; each round's order is deleted (untimed) before the next. On PGlite in memory, and on
// PostgreSQL when TEST_DATABASE_URL is set (`node scripts/with-postgres.mjs ...`). Exits 0 whatever the ratio.
import { loadavg } from "node:os";
import {
  type Db,
  DEMO_IDS,
  openDatabase,
  orderEvents,
  orderLines,
  orders,
  projects,
  provisioningLoads,
  provisioningTasks,
  suborders,
} from "@q2c/db";
import { and, eq, inArray } from "drizzle-orm";
import { startServer } from "../../../apps/server/src/bootstrap.ts";
import { depsForTenant } from "../../../apps/server/src/lib/request-deps.ts";
import { createOrderFromQuote } from "../../../apps/server/src/modules/orders/create-order.ts";
import type { ProjectRow } from "../../../apps/server/src/modules/project-core/project-scope.ts";
import { benchConfig } from "../bench-config.ts";
import { ORDER_BENCH_LINES, seedOrderBenchQuote } from "./seed-order-quote.ts";

const AIM = 3;
const WARM_UP = 3;
const ROUNDS = 15;
const TENANT = DEMO_IDS.northwind;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await database.close();
}
const server = await startServer(benchConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), {
  dataDir: undefined,
});
const { database } = server.deps;
const label = database.kind === "pglite" ? "PGlite" : "PostgreSQL";
try {
  const projectId = await seedOrderBenchQuote(database, server.deps.config.platformAccountId);
  const db: Db = depsForTenant(server.deps, TENANT).db;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, TENANT), eq(projects.id, projectId)));
  if (!project) throw new Error("the bench quote is missing");

  const deleteOrders = () => database.query("delete from orders where project_id = $1", [projectId]);
  const product = () => createOrderFromQuote(db, project as ProjectRow, null);

  // The rows the product writes, read back once: the baseline inserts exactly these.
  const made = await product();
  const byOrder = and(eq(orders.tenantId, TENANT), eq(orders.id, made.id));
  const orderRows = await db.select().from(orders).where(byOrder);
  const subRows = await db.select().from(suborders).where(eq(suborders.orderId, made.id));
  const lineRows = await db.select().from(orderLines).where(eq(orderLines.orderId, made.id));
  const loadRows = await db.select().from(provisioningLoads).where(eq(provisioningLoads.orderId, made.id));
  const taskRows = await db
    .select()
    .from(provisioningTasks)
    .where(
      inArray(
        provisioningTasks.loadId,
        loadRows.map((l) => l.id),
      ),
    );
  const eventRows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, made.id));
  const distributors = new Set(subRows.map((s) => s.distributorId).filter((d) => d !== null));
  console.log(
    `${label}: the order of a ${ORDER_BENCH_LINES.toLocaleString("en")}-line quote: ${lineRows.length} lines, ` +
      `${subRows.length} suborders (${new Set(subRows.map((s) => s.buildingId)).size} buildings, ` +
      `${distributors.size} distributors and procure-manually), ${loadRows.length} provisioning loads, ` +
      `${taskRows.length} tasks, ${eventRows.length} event`,
  );
  await deleteOrders();

  /** The same rows, one multi-row INSERT per table, in one transaction on the same scoped handle. */
  const baseline = () =>
    db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      await tx.insert(suborders).values(subRows);
      await tx.insert(orderLines).values(lineRows);
      await tx.insert(provisioningLoads).values(loadRows);
      await tx.insert(provisioningTasks).values(taskRows);
      await tx.insert(orderEvents).values(eventRows);
    });

  for (let i = 0; i < WARM_UP; i++) {
    await product();
    await deleteOrders();
    await baseline();
    await deleteOrders();
  }
  const load = loadavg()[0] ?? 0;
  const productTimes: number[] = [];
  const baselineTimes: number[] = [];
  // Alternating order, so a burst of load on this shared machine lands on both sides.
  for (let i = 0; i < ROUNDS; i++) {
    const sides = [
      async () => productTimes.push(await timed(product)),
      async () => baselineTimes.push(await timed(baseline)),
    ];
    for (const side of i % 2 === 0 ? sides : sides.reverse()) {
      await side();
      await deleteOrders();
    }
  }
  const p = median(productTimes);
  const b = median(baselineTimes);
  const ratio = p / b;
  console.log(
    `  createOrderFromQuote ${p.toFixed(1)} ms, the same rows by one INSERT per table ${b.toFixed(1)} ms ` +
      `(medians of ${ROUNDS}, load average ${load.toFixed(2)}): ${ratio.toFixed(2)}x ` +
      `(aim <= ${AIM}x: ${ratio <= AIM ? "met" : "NOT met"})`,
  );
} finally {
  await server.close();
}
process.exit(0);
