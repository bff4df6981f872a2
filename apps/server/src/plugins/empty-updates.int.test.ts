import { beforeAll, describe, expect, it } from "vitest";
import { changedTables, type Fingerprint, fingerprinter } from "../test/db-fingerprint.ts";
import { tokensFor } from "../test/demo-helpers.ts";
import { demoPathIds, versionAt } from "../test/demo-path-ids.ts";
import { useTestServer } from "../test/harness.ts";
import { isOwnerOnly, loadOpenApi, type OpenApiDoc, type Operation } from "../test/openapi-doc.ts";

// An update that changes nothing (`{}`, or only the version where one is required) answers the row as it
// is (200) and writes nothing, as the catalogue's prices always did (hasChanges); drizzle refuses an
// UPDATE without a column to set, which answered 500 on several endpoints.

const s = useTestServer();
const token = tokensFor(() => s);
let doc: OpenApiDoc;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  doc = await loadOpenApi(s);
  fingerprint = await fingerprinter(s);
});

/** PUT and PATCH endpoints whose body needs nothing but, at most, the version. */
const emptyable = (op: Operation) => {
  if (op.method !== "PUT" && op.method !== "PATCH") return false;
  const body = doc.resolve(op.body);
  if (body?.type !== "object") return false;
  return (body.required ?? []).every((k) => k === "version");
};

/** Sends as Northwind's owner, or as the platform owner where the row is the platform's (403 / 404). */
async function send(op: Operation, url: string, body: object) {
  const sen = isOwnerOnly(op.access);
  const first = await s.api(op.method as "PUT", url, {
    token: await token(sen ? "owner@platform.demo" : "owner@msp.demo"),
    body,
  });
  if (sen || (first.statusCode !== 403 && first.statusCode !== 404)) return first;
  return s.api(op.method as "PUT", url, { token: await token("owner@platform.demo"), body });
}

describe("an update that changes nothing", () => {
  it("never answers 5xx, on every PUT and PATCH whose body may be empty but for the version", async () => {
    const ops = doc.operations.filter(emptyable);
    const urls = await demoPathIds(
      s,
      ops.map((op) => op.path),
    );
    const wrong: string[] = [];
    let ok = 0;
    for (const op of ops) {
      const url = urls.get(op.path) ?? "";
      const body: Record<string, unknown> = {};
      if (doc.resolve(op.body)?.required?.includes("version")) {
        const version = await versionAt(s, url);
        if (version === undefined) continue;
        body.version = version;
      }
      const res = await send(op, url, body);
      if (res.statusCode === 200) ok++;
      if (res.statusCode >= 500)
        wrong.push(`${op.method} ${op.path} ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong.join("\n")).toBe("");
    expect(ok).toBeGreaterThan(15);
  });

  it("answers a bundle type, requirement or sizing rule as it is, writing nothing", async () => {
    const [rule] = await s.sql<{ id: string; environment_id: string }>(
      "select id, environment_id from environment_rules order by id limit 1",
    );
    const [bundleType] = await s.sql<{ id: string }>("select id from bundle_types order by id limit 1");
    const [requirement] = await s.sql<{ id: string }>("select id from requirements order by id limit 1");
    const paths = [
      `/bundle-types/${bundleType?.id}`,
      `/requirements/${requirement?.id}`,
      `/environments/${rule?.environment_id}/rules/${rule?.id}`,
    ];
    const t = await token("owner@platform.demo");
    for (const path of paths) {
      const before = await fingerprint();
      const read = await s.api("GET", path.replace(/\/[^/]+$/, ""), { token: t });
      const res = await s.api("PUT", path, { token: t, body: {} });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      expect(res.json().id).toBe(path.split("/").pop());
      const listed = read.json() as { data?: { id: string }[] } | { id: string }[];
      const rows = Array.isArray(listed) ? listed : (listed.data ?? []);
      const same = rows.find((r) => r.id === res.json().id);
      expect(res.json(), path).toEqual(same);
      expect(changedTables(before, await fingerprint()), path).toEqual([]);
    }
  });

  it("of a quote's site, with only its version, is a change of the quote like its other PUTs", async () => {
    const [site] = await s.sql<{ id: string; project_id: string; version: number }>(
      `select l.id, l.project_id, p.version from project_locations l join projects p on p.tenant_id = l.tenant_id and p.id = l.project_id order by l.id limit 1`,
    );
    const res = await s.api("PUT", `/projects/${site?.project_id}/locations/${site?.id}`, {
      token: await token("owner@msp.demo"),
      body: { version: site?.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe((site?.version ?? 0) + 1);
  });
});
