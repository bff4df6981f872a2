import { DEMO_IDS, ROOT_CATEGORY_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertPartner, UNKNOWN_ID } from "../catalogue-prices/price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const northwindRows = () =>
  countOf(s, "select 1 from default_distributors where account_id = $1", [DEMO_IDS.northwind]);
// The demo data may give Northwind default distributors; these tests look at the rows they add.
const added = (data: Row[], ids: string[]) => data.filter((r) => ids.includes(r.id));
const TAILSPIN = DEMO_IDS.distributor;
type Row = { id: string; distributorName: string; position: number; categoryId: string | null };

describe("default distributors", () => {
  let digital: string;
  let tailspinRow: string;
  let digitalRow: string;
  let softwareRow: string;

  it("lets the MSP editor add distributors, last by default, flagged digital from company info", async () => {
    digital = await insertPartner(s, "Wide World Digital", "is_distributor", { digitalDistributor: "yes" });
    // Start from an empty list, whatever the demo data gave Northwind, so positions start at 0.
    await s.sql("delete from default_distributors where account_id = $1", [DEMO_IDS.northwind]);
    const t = await token("editor@msp.demo");
    const first = await s.api("POST", "/default-distributors", {
      token: t,
      body: { distributorId: TAILSPIN },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      distributorId: TAILSPIN,
      distributorName: "Tailspin Distribution",
      digitalDistributor: true,
      categoryId: null,
      position: 0,
    });
    tailspinRow = first.json().id;
    const second = await s.api("POST", "/default-distributors", {
      token: t,
      body: { distributorId: digital },
    });
    expect(second.json()).toMatchObject({ digitalDistributor: true, position: 1 });
    digitalRow = second.json().id;
    const perCategory = await s.api("POST", "/default-distributors", {
      token: t,
      body: { distributorId: TAILSPIN, categoryId: ROOT_CATEGORY_IDS.software, position: 5 },
    });
    expect(perCategory.json()).toMatchObject({ categoryId: ROOT_CATEGORY_IDS.software, position: 5 });
    softwareRow = perCategory.json().id;
  });

  it("lists the caller account's rows in position order; another MSP sees its own", async () => {
    const res = await s.api("GET", "/default-distributors", { token: await token("sales@msp.demo") });
    expect(res.statusCode).toBe(200);
    const rows = added(res.json().data, [tailspinRow, digitalRow, softwareRow]);
    expect(rows.map((r: Row) => [r.distributorName, r.position])).toEqual([
      ["Tailspin Distribution", 0],
      ["Wide World Digital", 1],
      ["Tailspin Distribution", 5],
    ]);
    const other = await s.api("GET", "/default-distributors", { token: await token("admin@msp2.demo") });
    expect(added(other.json().data, [tailspinRow, digitalRow, softwareRow])).toEqual([]);
    const customer = await s.api("GET", "/default-distributors", {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
  });

  it("answers 400 for a duplicate, a non-distributor or an unknown category, writing nothing", async () => {
    const t = await token("editor@msp.demo");
    const before = await northwindRows();
    const post = (body: object) => s.api("POST", "/default-distributors", { token: t, body });
    expect((await post({ distributorId: TAILSPIN })).json().fields).toEqual({
      distributorId: MESSAGES.distributorAlreadyListed,
    });
    expect((await post({ distributorId: DEMO_IDS.manufacturer })).json().fields).toEqual({
      distributorId: MESSAGES.notADistributor,
    });
    expect((await post({ distributorId: UNKNOWN_ID })).json().fields).toEqual({
      distributorId: MESSAGES.unknownAccount,
    });
    expect((await post({ distributorId: digital, categoryId: UNKNOWN_ID })).json().fields).toEqual({
      categoryId: MESSAGES.unknownCategory,
    });
    const negative = await post({ distributorId: digital, position: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toHaveProperty("position");
    expect(await northwindRows()).toBe(before);
  });

  it("answers 403 to sales and 404 to another MSP on writes", async () => {
    const sales = await token("sales@msp.demo");
    expect(
      (await s.api("POST", "/default-distributors", { token: sales, body: { distributorId: digital } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.api("PUT", `/default-distributors/${tailspinRow}`, { token: sales, body: { position: 9 } }))
        .statusCode,
    ).toBe(403);
    expect((await s.api("DELETE", `/default-distributors/${tailspinRow}`, { token: sales })).statusCode).toBe(
      403,
    );
    const contoso = await token("admin@msp2.demo");
    const path = `/default-distributors/${tailspinRow}`;
    expect((await s.api("PUT", path, { token: contoso, body: { position: 9 } })).statusCode).toBe(404);
    expect((await s.api("DELETE", path, { token: contoso })).statusCode).toBe(404);
    expect(await s.sql("select position from default_distributors where id = $1", [tailspinRow])).toEqual([
      { position: 0 },
    ]);
  });

  it("moves a row and changes its category; a change onto a listed pair is 400", async () => {
    const t = await token("editor@msp.demo");
    const moved = await s.api("PUT", `/default-distributors/${tailspinRow}`, {
      token: t,
      body: { position: 3 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ position: 3, categoryId: null });
    const list = await s.api("GET", "/default-distributors", { token: t });
    const ids = [tailspinRow, digitalRow, softwareRow];
    expect(added(list.json().data, ids).map((r: Row) => r.id)).toEqual([
      digitalRow,
      tailspinRow,
      softwareRow,
    ]);
    const clash = await s.api("PUT", `/default-distributors/${softwareRow}`, {
      token: t,
      body: { nullFields: ["categoryId"] },
    });
    expect(clash.json().fields).toEqual({ distributorId: MESSAGES.distributorAlreadyListed });
    const unknown = await s.api("PUT", `/default-distributors/${softwareRow}`, {
      token: t,
      body: { categoryId: UNKNOWN_ID },
    });
    expect(unknown.json().fields).toEqual({ categoryId: MESSAGES.unknownCategory });
    const recat = await s.api("PUT", `/default-distributors/${softwareRow}`, {
      token: t,
      body: { categoryId: ROOT_CATEGORY_IDS.support },
    });
    expect(recat.json()).toMatchObject({ categoryId: ROOT_CATEGORY_IDS.support, position: 5 });
    expect(
      (await s.api("PUT", `/default-distributors/${UNKNOWN_ID}`, { token: t, body: {} })).statusCode,
    ).toBe(404);
  });

  it("deletes a row for the MSP editor", async () => {
    const t = await token("editor@msp.demo");
    const res = await s.api("DELETE", `/default-distributors/${digitalRow}`, { token: t });
    expect(res.json()).toEqual({ id: digitalRow });
    expect(await countOf(s, "select 1 from default_distributors where id = $1", [digitalRow])).toBe(0);
  });

  it("offers every distributor account as a choice to an MSP, with its digital flag, and none to a customer", async () => {
    const plain = await insertPartner(s, "Plain Supply", "is_distributor", {});
    const res = await s.api("GET", "/default-distributors/choices", { token: await token("sales@msp.demo") });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string; digitalDistributor: boolean }[];
    expect(data.find((d) => d.id === TAILSPIN)).toMatchObject({ name: "Tailspin Distribution" });
    expect(data.find((d) => d.id === digital)?.digitalDistributor).toBe(true);
    expect(data.find((d) => d.id === plain)?.digitalDistributor).toBe(false);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(["digitalDistributor", "id", "name"]);
    const customer = await s.api("GET", "/default-distributors/choices", {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
  });
});
