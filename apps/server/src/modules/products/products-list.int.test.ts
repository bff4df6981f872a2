import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { createProductAs, PRODUCTS_ROOT } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
/** A category tree of this file's own, so demo products never mix into the pages. */
let parent: string;
let child: string;
let paging: string;

const list = async (email: DemoEmail, query: Record<string, string>) => {
  const res = await s.api("GET", "/products", { token: await token(email), query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; name: string; ownership: string }[]; hasMore: boolean };
};
const names = (page: { data: { name: string }[] }) => page.data.map((p) => p.name).sort();

beforeAll(async () => {
  s = await createTestServer();
  const owner = await token("owner@platform.demo");
  const category = async (name: string, parentId: string) =>
    (await s.api("POST", "/categories", { token: owner, body: { name, parentId } })).json().id as string;
  parent = await category("List parent", PRODUCTS_ROOT);
  child = await category("List child", parent);
  paging = await category("Paging", PRODUCTS_ROOT);
  await createProductAs(s, token, "editor@msp.demo", { name: "NW parent", categoryId: parent });
  await createProductAs(s, token, "editor@msp.demo", {
    name: "NW child service",
    categoryId: child,
    kind: "installation-service",
    status: "inactive",
  });
  await createProductAs(s, token, "owner@platform.demo", { name: "Platform child", categoryId: child });
  await createProductAs(s, token, "admin@msp2.demo", { name: "Contoso parent", categoryId: parent });
  for (const n of [1, 2, 3, 4, 5]) {
    await createProductAs(s, token, "editor@msp.demo", { name: `Page ${n}`, categoryId: paging });
  }
});
afterAll(async () => {
  await s.close();
});

describe("GET /products", () => {
  it("walks keyset pages forward and back by id", async () => {
    // Ids made in the same millisecond are not ordered by creation, so the order comes from the list.
    const all = (await list("editor@msp.demo", { categoryIds: paging, limit: "100" })).data.map((p) => p.id);
    expect(all).toEqual([...all].sort());
    expect(all).toHaveLength(5);
    const q = { categoryIds: paging, limit: "2" };
    const ids = (page: { data: { id: string }[] }) => page.data.map((p) => p.id);
    const first = await list("editor@msp.demo", q);
    expect([ids(first), first.hasMore]).toEqual([all.slice(0, 2), true]);
    const second = await list("editor@msp.demo", { ...q, startingAfter: all[1]! });
    expect([ids(second), second.hasMore]).toEqual([all.slice(2, 4), true]);
    const third = await list("editor@msp.demo", { ...q, startingAfter: all[3]! });
    expect([ids(third), third.hasMore]).toEqual([all.slice(4), false]);
    const back = await list("editor@msp.demo", { ...q, endingBefore: all[4]! });
    expect([ids(back), back.hasMore]).toEqual([all.slice(2, 4), true]);
    const start = await list("editor@msp.demo", { ...q, endingBefore: all[2]! });
    expect([ids(start), start.hasMore]).toEqual([all.slice(0, 2), false]);
  });

  it("lists everything beneath a chosen category, ids joined by a pipe or a comma", async () => {
    const t = { categoryIds: parent };
    expect(names(await list("editor@msp.demo", t))).toEqual([
      "NW child service",
      "NW parent",
      "Platform child",
    ]);
    const both = await list("editor@msp.demo", { categoryIds: `${child}|${paging}`, limit: "100" });
    expect(both.data).toHaveLength(7);
    expect(names(await list("editor@msp.demo", { categoryIds: `${child},${child}` }))).toEqual([
      "NW child service",
      "Platform child",
    ]);
  });

  it("gives an MSP its own and the platform's products, as asked by productOwnership", async () => {
    const q = { categoryIds: parent };
    expect(names(await list("editor@msp.demo", { ...q, productOwnership: "mine" }))).toEqual([
      "NW child service",
      "NW parent",
    ]);
    const platform = await list("editor@msp.demo", { ...q, productOwnership: "platform" });
    expect(platform.data.map((p) => [p.name, p.ownership])).toEqual([["Platform child", "platform"]]);
    expect(names(await list("admin@msp2.demo", q))).toEqual(["Contoso parent", "Platform child"]);
  });

  it("gives the platform owner every tenant for all, and the platform catalogue for mine or platform", async () => {
    const q = { categoryIds: parent };
    expect(names(await list("owner@platform.demo", q))).toEqual([
      "Contoso parent",
      "NW child service",
      "NW parent",
      "Platform child",
    ]);
    for (const productOwnership of ["mine", "platform"]) {
      expect(names(await list("owner@platform.demo", { ...q, productOwnership }))).toEqual([
        "Platform child",
      ]);
    }
  });

  it("filters by kind and status", async () => {
    const q = { categoryIds: parent };
    expect(names(await list("editor@msp.demo", { ...q, kind: "installation-service" }))).toEqual([
      "NW child service",
    ]);
    expect(names(await list("editor@msp.demo", { ...q, status: "active" }))).toEqual([
      "NW parent",
      "Platform child",
    ]);
  });

  it("lets any MSP role read (sales too) and answers 404 to a customer", async () => {
    expect((await list("sales@msp.demo", { categoryIds: paging })).data).toHaveLength(5);
    const res = await s.api("GET", "/products", { token: await token("user@customer.demo") });
    expect(res.statusCode).toBe(404);
  });

  it("accepts the general-info limit of 9999 and refuses more, or a bad query", async () => {
    expect((await list("editor@msp.demo", { categoryIds: paging, limit: "9999" })).data).toHaveLength(5);
    const t = await token("editor@msp.demo");
    const badQueries: Record<string, string>[] = [
      { limit: "10000" },
      { productOwnership: "theirs" },
      { kind: "spaceship" },
      { categoryIds: "not-a-uuid" },
    ];
    for (const query of badQueries) {
      const res = await s.api("GET", "/products", { token: t, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toHaveLength(1);
    }
  });
});
