import { DEMO_PROJECT_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../modules/project-collab/collab-test-helpers.ts";
import { changedTables, type Fingerprint, fingerprinter } from "../test/db-fingerprint.ts";
import { tokensFor } from "../test/demo-helpers.ts";
import { type ApiOptions, useTestServer } from "../test/harness.ts";

// Text PostgreSQL cannot store (a NUL character) and JSON nested without bound are bad input wherever
// they come: a JSON body, a query string, a multipart text field or an uploaded CSV. Each answers 400
// naming the field, and writes nothing. (A product import takes its file whole and reports a row with a
// NUL as not saved: product-import.int.test.ts.)

const s = useTestServer();
const token = tokensFor(() => s);
const NUL = "a\u0000b";
let fingerprint: () => Promise<Fingerprint>;
let userId: string;
let userVersion: number;
let buildingId: string;

beforeAll(async () => {
  fingerprint = await fingerprinter(s);
  userId = (await s.login("owner@msp.demo")).userId;
  const [user] = await s.sql<{ version: number }>("select version from users where id = $1", [userId]);
  userVersion = user!.version;
  const [building] = await s.sql<{ id: string }>("select id from project_buildings where project_id = $1", [
    DEMO_PROJECT_IDS.adatumWifi,
  ]);
  buildingId = building!.id;
});

/** Sends the request as owner@msp.demo and expects 400 with exactly these field errors, nothing written. */
async function expectRefused(
  method: "GET" | "POST" | "PUT",
  path: string,
  opts: ApiOptions,
  fields: Record<string, string>,
) {
  const before = await fingerprint();
  const res = await s.api(method, path, { token: await token("owner@msp.demo"), ...opts });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: "bad_request", fields });
  expect(typeof res.json().message).toBe("string");
  expect(changedTables(before, await fingerprint())).toEqual([]);
}

/** A JSON text nested `depth` objects deep (built as text: JSON.stringify itself overflows the stack). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("a NUL character", () => {
  it("in a JSON field answers 400 naming the field, top-level or nested", async () => {
    await expectRefused(
      "POST",
      "/teams",
      { body: { name: NUL, teamType: "sales" } },
      { name: MESSAGES.nulCharacter },
    );
    await expectRefused(
      "PUT",
      `/users/${userId}`,
      { body: { version: userVersion, firstName: "Nora", preferences: { starredPages: ["/ok", NUL] } } },
      { "preferences.starredPages.1": MESSAGES.nulCharacter },
    );
  });

  it("in a key of a free-form JSON field answers 400 naming the field", async () => {
    await expectRefused(
      "PUT",
      `/users/${userId}`,
      { body: { version: userVersion, tableConf: { [NUL]: 1 } } },
      { tableConf: MESSAGES.nulCharacter },
    );
  });

  it("in a query string answers 400 naming the parameter", async () => {
    await expectRefused("GET", "/products", { query: { search: NUL } }, { search: MESSAGES.nulCharacter });
  });

  it("in a comment, as JSON or as a multipart text field, answers 400 naming the field", async () => {
    const path = `/projects/${DEMO_PROJECT_IDS.adatumWifi}/comments`;
    await expectRefused("POST", path, { body: { body: NUL } }, { body: MESSAGES.nulCharacter });
    await expectRefused("POST", path, multipartBody({ body: NUL }, []), { body: MESSAGES.nulCharacter });
  });

  it("in an uploaded bill of materials answers 400 naming the file", async () => {
    const [project] = await s.sql<{ version: number }>("select version from projects where id = $1", [
      DEMO_PROJECT_IDS.adatumWifi,
    ]);
    const csv = `Part Number,Quantity,Price,Name\nCUSTOM-1,1,5,${NUL}\n`;
    await expectRefused(
      "PUT",
      `/projects/${DEMO_PROJECT_IDS.adatumWifi}/buildings/${buildingId}/import-bom`,
      { query: { version: String(project!.version) }, headers: { "content-type": "text/csv" }, body: csv },
      { file: MESSAGES.nulCharacter },
    );
  });
});

describe("JSON nested 5,000 deep", () => {
  it("in a free-form field (tableConf) answers 400 naming the field", async () => {
    await expectRefused(
      "PUT",
      `/users/${userId}`,
      {
        headers: { "content-type": "application/json" },
        body: `{"version":${userVersion},"tableConf":{"columns":${nested(5000)}}}`,
      },
      { tableConf: MESSAGES.nestedTooDeep },
    );
  });

  it("anywhere in a body answers 400", async () => {
    const before = await fingerprint();
    const res = await s.api("POST", "/teams", {
      token: await token("owner@msp.demo"),
      headers: { "content-type": "application/json" },
      body: `{"name":${nested(5000)},"teamType":"sales"}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ name: MESSAGES.nestedTooDeep });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe("free-form JSON fields", () => {
  it("take settings a few levels deep", async () => {
    const tableConf = { products: { columns: [{ id: "name", width: 200, sort: { dir: "asc" } }] } };
    const res = await s.api("PUT", `/users/${userId}`, {
      token: await token("owner@msp.demo"),
      body: { version: userVersion, tableConf },
    });
    expect(res.statusCode, res.body).toBe(200);
    userVersion = res.json().version;
  });

  it("answer 400 beyond their depth or size, naming the field", async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 30; i++) deep = { a: deep };
    await expectRefused(
      "PUT",
      `/users/${userId}`,
      { body: { version: userVersion, tableConf: { x: deep } } },
      { tableConf: MESSAGES.nestedTooDeep },
    );
    await expectRefused(
      "PUT",
      `/users/${userId}`,
      { body: { version: userVersion, tableConf: { x: "y".repeat(70_000) } } },
      { tableConf: MESSAGES.tooLargeToSave },
    );
  });
});
