import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { createProductAs, UNKNOWN_ID } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
const PATH = "/products/update-products-status";

const setStatus = async (email: DemoEmail, body: unknown) =>
  s.api("POST", PATH, { token: await token(email), body });
const statuses = async (ids: string[]) =>
  (
    await s.sql<{ id: string; status: string; version: number }>(
      "select id, status, version from products where id = any($1::uuid[]) order by id",
      [ids],
    )
  ).map((r) => [r.status, r.version]);

let own: string[];
let platform: string;
let contoso: string;

beforeAll(async () => {
  s = await createTestServer();
  own = [];
  for (const name of ["Status A", "Status B", "Status C"]) {
    own.push((await createProductAs(s, token, "editor@msp.demo", { name })).id);
  }
  platform = (await createProductAs(s, token, "owner@platform.demo", { name: "Status platform" })).id;
  contoso = (await createProductAs(s, token, "admin@msp2.demo", { name: "Status contoso" })).id;
});
afterAll(async () => {
  await s.close();
});

describe("POST /products/update-products-status", () => {
  it("sets the status of several own products, counting only those that changed", async () => {
    const first = await setStatus("editor@msp.demo", { ids: [own[0], own[1]], status: "inactive" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ updated: 2 });
    const again = await setStatus("editor@msp.demo", { ids: own, status: "inactive" });
    expect(again.json()).toEqual({ updated: 1 });
    expect(await statuses(own)).toEqual(
      expect.arrayContaining([
        ["inactive", 2],
        ["inactive", 2],
        ["inactive", 2],
      ]),
    );
    const audits = await countOf(
      s,
      "select 1 from audit_events where type = 'product.status_changed' and subject_id = any($1::uuid[])",
      [own],
    );
    expect(audits).toBe(3);
  });

  it("lets the platform owner set platform and MSP products together", async () => {
    const res = await setStatus("owner@platform.demo", { ids: [platform, contoso], status: "inactive" });
    expect(res.json()).toEqual({ updated: 2 });
    await setStatus("owner@platform.demo", { ids: [platform, contoso], status: "active" });
  });

  it("answers 403 when one id is a platform product, writing none of them", async () => {
    const before = await statuses([...own, platform]);
    const res = await setStatus("editor@msp.demo", { ids: [...own, platform], status: "active" });
    expect(res.statusCode).toBe(403);
    expect(await statuses([...own, platform])).toEqual(before);
  });

  it("answers 404 when one id is another MSP's or unknown, writing none of them", async () => {
    const before = await statuses(own);
    for (const stranger of [contoso, UNKNOWN_ID]) {
      const res = await setStatus("editor@msp.demo", { ids: [own[0], stranger], status: "active" });
      expect(res.statusCode).toBe(404);
    }
    expect(await statuses(own)).toEqual(before);
  });

  it("answers 403 to sales and 404 to a customer, writing nothing", async () => {
    const before = await statuses(own);
    expect((await setStatus("sales@msp.demo", { ids: own, status: "active" })).statusCode).toBe(403);
    expect((await setStatus("user@customer.demo", { ids: own, status: "active" })).statusCode).toBe(404);
    expect(await statuses(own)).toEqual(before);
  });

  it.each([
    ["no ids", { ids: [], status: "active" }, "ids"],
    ["an id that is not a uuid", { ids: ["nope"], status: "active" }, "ids.0"],
    ["an unknown status", { ids: [UNKNOWN_ID], status: "archived" }, "status"],
    ["more than 500 ids", { ids: Array.from({ length: 501 }, () => UNKNOWN_ID), status: "active" }, "ids"],
  ])("answers 400 for %s", async (_what, body, field) => {
    const res = await setStatus("editor@msp.demo", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
  });
});
