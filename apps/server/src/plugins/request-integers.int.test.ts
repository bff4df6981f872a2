import { INT4_MAX } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { changedTables, type Fingerprint, fingerprinter } from "../test/db-fingerprint.ts";
import { tokensFor } from "../test/demo-helpers.ts";
import { demoPathIds } from "../test/demo-path-ids.ts";
import { useTestServer } from "../test/harness.ts";
import {
  isOwnerOnly,
  loadOpenApi,
  type OpenApiDoc,
  type Operation,
  walkSchema,
} from "../test/openapi-doc.ts";

// Every integer column is int4: a request integer beyond ±2,147,483,647 must be refused by its schema
// (400 naming the field) instead of reaching PostgreSQL, which refuses it with an error (500).

const s = useTestServer();
const token = tokensFor(() => s);
let doc: OpenApiDoc;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  doc = await loadOpenApi(s);
  fingerprint = await fingerprinter(s);
});

const isWrite = (op: Operation) => op.method !== "GET" && op.body !== undefined;

describe("integers of requests", () => {
  it("are bounded to an int4 in every body, query string and path of the OpenAPI document", () => {
    const unbounded: string[] = [];
    for (const op of doc.operations) {
      const roots: [string, unknown][] = [
        ["body", op.body],
        ...op.parameters.map((p): [string, unknown] => [`${p.in}.${p.name}`, p.schema]),
      ];
      for (const [where, root] of roots) {
        walkSchema(doc, root as never, (node, path) => {
          if (node.type !== "integer" || node.enum || node.const !== undefined) return;
          const max = node.maximum ?? Number.POSITIVE_INFINITY;
          const min = node.minimum ?? Number.NEGATIVE_INFINITY;
          if (max > INT4_MAX || min < -INT4_MAX)
            unbounded.push(`${op.method} ${op.path} ${where}${path && `.${path}`}`);
        });
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("of 2^31 answer 400 naming each field and write nothing, on every write endpoint", async () => {
    const ops = doc.operations.filter(isWrite);
    const urls = await demoPathIds(
      s,
      ops.map((op) => op.path),
    );
    const wrong: string[] = [];
    let checked = 0;
    for (const op of ops) {
      const props = doc.resolve(op.body)?.properties ?? {};
      const ints = Object.keys(props).filter((k) => doc.resolve(props[k])?.type === "integer");
      if (ints.length === 0) continue;
      checked++;
      const before = await fingerprint();
      const who = isOwnerOnly(op.access) ? "owner@platform.demo" : "owner@msp.demo";
      const res = await s.api(op.method as "PUT", urls.get(op.path) ?? "", {
        token: await token(who),
        body: Object.fromEntries(ints.map((k) => [k, 2 ** 31])),
      });
      const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
      const named = ints.every((k) => k in fields);
      const written = changedTables(before, await fingerprint());
      if (res.statusCode !== 400 || !named || written.length > 0)
        wrong.push(
          `${op.method} ${op.path} ${res.statusCode} ${JSON.stringify(fields)} ${written.join(",")}`,
        );
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong.join("\n")).toBe("");
  });

  it("of 2^31 in a query string answer 400 naming the parameter", async () => {
    const [url] = (await demoPathIds(s, ["/api/v1/projects/{id}/locations/{locationId}"])).values();
    const res = await s.api("DELETE", url ?? "", {
      token: await token("owner@msp.demo"),
      query: { version: String(2 ** 31) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty("version");
  });
});
