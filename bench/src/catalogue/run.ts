// `npm run bench:catalogue` (also part of `npm run bench`): 100,000 products of one MSP, listed page by
// page through the real server over HTTP. Issue #3 aim: the page at depth 1,000 answers within 1.5 times
// the first page's time, which keyset pagination (never OFFSET) makes independent of depth.
// Runs on PGlite in memory; prints the medians and the ratio; exits 0 whatever the ratio.
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { DEMO_IDS, ROOT_CATEGORY_IDS } from "@q2c/db";
import { API_PREFIX } from "@q2c/domain";
import { startServer } from "../../../apps/server/src/bootstrap.ts";
import { benchConfig } from "../bench-config.ts";

const PRODUCTS = 100_000;
const PAGE = 25;
const DEPTH = 1_000;
const ROUNDS = 40;
const AIM_RATIO = 1.5;

const config = benchConfig();
const server = await startServer(config, { dataDir: undefined });
await server.app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${API_PREFIX}`;
const { database } = server.deps;

console.log(`Inserting ${PRODUCTS.toLocaleString("en")} products for Northwind ...`);
// UUID v7-shaped ids in creation order, like the server's own, so the keyset walks them in time order.
await database.query(
  `insert into products (tenant_id, id, account_id, kind, category_id, name, manufacturer_part_number, price, cost)
   select $1, ('01920000-0000-7000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, $1, 'product', $2,
          'Bench product ' || n, 'BENCH-' || n, (10 + n % 990)::numeric, (8 + n % 700)::numeric
     from generate_series(1, $3::int) as n`,
  [DEMO_IDS.northwind, ROOT_CATEGORY_IDS.product, PRODUCTS],
);
await database.query("analyze products");

const signIn = await fetch(`${base}/auth/users`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "editor@msp.demo", password: config.demoPassword }),
});
const { accessToken } = (await signIn.json()) as { accessToken: string };

// The cursor of page DEPTH is the id ending page DEPTH - 1 (found once with OFFSET here, never by the server).
const [cursor] = await database.query<{ id: string }>(
  "select id from products where tenant_id = $1 order by id offset $2 limit 1",
  [DEMO_IDS.northwind, PAGE * (DEPTH - 1) - 1],
);
if (!cursor) throw new Error("the cursor row is missing");

async function timePage(query: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/products?${query}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await res.json()) as { data: unknown[] };
  const elapsed = performance.now() - started;
  if (res.status !== 200 || body.data.length !== PAGE) throw new Error(`unexpected answer ${res.status}`);
  return elapsed;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function compare(ownership: "mine" | "all") {
  const first = `productOwnership=${ownership}&limit=${PAGE}`;
  const deep = `${first}&startingAfter=${cursor?.id}`;
  for (let i = 0; i < 5; i++) await Promise.all([timePage(first), timePage(deep)]);
  const a: number[] = [];
  const b: number[] = [];
  // Alternating order, so drift on this shared machine hits both sides alike.
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      a.push(await timePage(first));
      b.push(await timePage(deep));
    } else {
      b.push(await timePage(deep));
      a.push(await timePage(first));
    }
  }
  const ratio = median(b) / median(a);
  const verdict = ratio <= AIM_RATIO ? "met" : "NOT met";
  console.log(
    `  productOwnership=${ownership}: first page ${median(a).toFixed(2)} ms, page ${DEPTH.toLocaleString("en")} ` +
      `${median(b).toFixed(2)} ms (medians of ${ROUNDS}); ratio ${ratio.toFixed(2)} (aim ≤ ${AIM_RATIO}: ${verdict})`,
  );
}

console.log(`GET /api/v1/products, ${PAGE} a page, as an MSP editor (PGlite):`);
await compare("mine");
await compare("all");
await server.close();
process.exit(0);
