import { DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { loadOpenApi, type OpenApiDoc, reachableByCustomers, walkSchema } from "../../test/openapi-doc.ts";
import { addPartnerMember } from "../projects/projects-test-helpers.ts";

// Every answer that carries the MSP's costs, profits or margins reads them as null (or 0 / false for
// counts and flags about costs) for the quote's customer and its partner members: found from the
// OpenAPI document, so an endpoint added later is checked without anyone remembering this test.

const s = useTestServer();
const token = tokensFor(() => s);
const MONEY = /cost|margin|profit/i;

/** Figures named like costs that are the reader's own: what financing costs the customer. */
const CUSTOMER_FIGURES = new Set(["GET /api/v1/projects/{id}/finance-options totalCost"]);

/** Path ids: the Adatum quote (its customer is Adatum) and Adatum's account. */
const PATH_IDS: Record<string, string> = { id: DEMO_PROJECT_IDS.adatumWifi, accountId: DEMO_IDS.adatum };

let doc: OpenApiDoc;
beforeAll(async () => {
  doc = await loadOpenApi(s);
  await addPartnerMember(s, DEMO_PROJECT_IDS.adatumWifi);
});

/** Endpoints a customer or partner may call whose answer declares a cost-, margin- or profit-like field. */
function moneyEndpoints(): string[] {
  return doc.operations
    .filter((op) => reachableByCustomers(op.access))
    .filter((op) => {
      let money = false;
      for (const response of Object.values(op.responses)) {
        const schema = response.content?.["application/json"]?.schema ?? response;
        walkSchema(doc, schema, (node) => {
          if (Object.keys(node.properties ?? {}).some((k) => MONEY.test(k))) money = true;
        });
      }
      return money;
    })
    .map((op) => `${op.method} ${op.path}`)
    .sort();
}

/** Every cost-like key with a value, as `path=value`, anywhere in a JSON answer. */
function leaks(endpoint: string, body: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[body, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (!value || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const emptyish = child === null || child === false || child === 0;
      if (
        MONEY.test(key) &&
        !emptyish &&
        typeof child !== "object" &&
        !CUSTOMER_FIGURES.has(`${endpoint} ${key}`)
      )
        found.push(`${at}=${String(child)}`);
      if (child && typeof child === "object") stack.push([child, at]);
    }
  }
  return found;
}

/** Flags that narrow a list rather than add to the answer: turned on, they would leave it empty. */
const FILTER_FLAGS = new Set(["expiring"]);

/** The call with path ids filled and every include-flag of its query string turned on. */
function request(endpoint: string): { url: string; query: Record<string, string> } {
  const [method, path] = endpoint.split(" ") as [string, string];
  const op = doc.operations.find((o) => o.method === method && o.path === path)!;
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === "query" && !FILTER_FLAGS.has(p.name) && doc.resolve(p.schema)?.enum?.includes("true"))
      query[p.name] = "true";
  }
  const url = path.replace("/api/v1", "").replace(/\{(\w+)\}/g, (_, name: string) => PATH_IDS[name] ?? name);
  return { url, query };
}

describe("costs and margins in every answer a customer or partner may read", () => {
  it("are found in these endpoints (a new one joins the check below)", () => {
    expect(moneyEndpoints()).toEqual([
      "GET /api/v1/dashboard/pipeline",
      "GET /api/v1/projects",
      "GET /api/v1/projects/{id}",
      "GET /api/v1/projects/{id}/finance-options",
      "GET /api/v1/projects/{id}/generate-table",
      "GET /api/v1/projects/{id}/locations",
      "GET /api/v1/quotes",
      "GET /api/v1/quotes/projects",
      "GET /api/v1/quotes/{id}",
    ]);
  });

  it("are shown to the quote's MSP, so the check below has figures to hide", async () => {
    const { url, query } = request("GET /api/v1/projects/{id}/generate-table");
    const res = await s.api("GET", url, { token: await token("sales@msp.demo"), query });
    expect(res.statusCode, res.body).toBe(200);
    expect(leaks("", res.json()).length).toBeGreaterThan(0);
  });

  for (const email of ["user@customer.demo", "partner@link.demo"] as const) {
    it(`carry no value for ${email}`, async () => {
      const t = await token(email);
      const found: Record<string, string[]> = {};
      for (const endpoint of moneyEndpoints()) {
        const { url, query } = request(endpoint);
        const res = await s.api("GET", url, { token: t, query });
        expect(res.statusCode, `${endpoint} ${res.body}`).toBe(200);
        const leaked = leaks(endpoint, res.json());
        if (leaked.length > 0) found[endpoint] = leaked.slice(0, 3);
      }
      expect(found).toEqual({});
    });
  }
});
