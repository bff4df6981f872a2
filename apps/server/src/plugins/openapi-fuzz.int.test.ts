import { beforeAll, describe, expect, it } from "vitest";
import { changedTables, type Fingerprint, fingerprinter } from "../test/db-fingerprint.ts";
import { tokensFor } from "../test/demo-helpers.ts";
import { demoBodyHints, demoPathIds, versionAt } from "../test/demo-path-ids.ts";
import { fuzzCases } from "../test/fuzz-cases.ts";
import { useTestServer } from "../test/harness.ts";
import { isOwnerOnly, loadOpenApi, type OpenApiDoc, type Operation } from "../test/openapi-doc.ts";

// Every write endpoint with a JSON body, from the OpenAPI document, gets a few bad bodies derived from
// its schema (wrong types, missing fields, NUL characters, 2^53 numbers, 1 MB strings, 5,000-deep
// nesting, __proto__ keys) on real demo rows, as Northwind's owner (the platform owner for platform
// routes). None may answer 5xx, and a refused one must write nothing: the database's fingerprint
// (row counts, latest updated_at and version sums of every table) is compared around each request.

const s = useTestServer();
const token = tokensFor(() => s);
let doc: OpenApiDoc;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  doc = await loadOpenApi(s);
  fingerprint = await fingerprinter(s);
});

const writes = (op: Operation) => op.method !== "GET" && op.body !== undefined;

async function tokenFor(op: Operation): Promise<string | undefined> {
  if (!op.access || "public" in op.access) return undefined;
  return token(isOwnerOnly(op.access) ? "owner@platform.demo" : "owner@msp.demo");
}

describe("bad bodies on every write endpoint of the OpenAPI document", () => {
  it("never answer 5xx, and write nothing when refused", { timeout: 180_000 }, async () => {
    const ops = doc.operations.filter(writes);
    const urls = await demoPathIds(
      s,
      ops.map((op) => op.path),
    );
    const hints = await demoBodyHints(s);
    const failures: string[] = [];
    const accepted: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const t = await tokenFor(op);
      const query = Object.fromEntries(
        op.parameters.filter((p) => p.in === "query").map((p) => [p.name, "a\u0000b"]),
      );
      const url = urls.get(op.path) ?? "";
      const version = await versionAt(s, url);
      const cases = [
        ...fuzzCases(doc, op.body, { ...hints, ...(version === undefined ? {} : { version }) }),
        ...(Object.keys(query).length > 0 ? [{ name: "NUL in the query string", body: "{}", query }] : []),
      ];
      for (const c of cases) {
        const before = await fingerprint();
        const res = await s.api(op.method as "POST", url, {
          token: t,
          headers: { "content-type": "application/json" },
          body: c.body,
          ...("query" in c ? { query: c.query } : {}),
        });
        sent++;
        const label = `${op.method} ${op.path} [${c.name}] ${res.statusCode}`;
        if (res.statusCode >= 500) {
          failures.push(`${label} ${res.body.slice(0, 100)}`);
          continue;
        }
        const written = changedTables(before, await fingerprint());
        if (res.statusCode < 300) accepted.push(`${label} ${written.join(",")}`);
        else if (written.length > 0) failures.push(`${label} wrote ${written.join(",")}`);
      }
    }
    expect(sent).toBeGreaterThan(ops.length * 5);
    expect(failures.join("\n")).toBe("");
    // Every case is a body the schema refuses; one taken would be a hole in a schema.
    expect(accepted.join("\n")).toBe("");
  });
});
