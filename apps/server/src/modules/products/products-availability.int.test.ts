import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { createProductAs, UNKNOWN_ID } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
const ask = async (email: DemoEmail, body: unknown) =>
  s.api("POST", "/products/availability", { token: await token(email), body });

let withMpn: string;
let withoutPart: string;
let platform: string;
let contoso: string;

beforeAll(async () => {
  s = await createTestServer();
  withMpn = (
    await createProductAs(s, token, "editor@msp.demo", { name: "AP", manufacturerPartNumber: "MR46-HW" })
  ).id;
  withoutPart = (await createProductAs(s, token, "editor@msp.demo", { name: "Labour" })).id;
  platform = (
    await createProductAs(s, token, "owner@platform.demo", {
      name: "Switch",
      manufacturerPartNumber: "NO-SUCH-SKU-1",
    })
  ).id;
  contoso = (await createProductAs(s, token, "admin@msp2.demo", { name: "Theirs" })).id;
});
afterAll(async () => {
  await s.close();
});

describe("POST /products/availability", () => {
  it("answers the demo distributor's price and stock by part number, in the order asked", async () => {
    const res = await ask("editor@msp.demo", { ids: [withMpn, withoutPart, platform] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distributor.id).toBe("demo");
    expect(body.data.map((d: { productId: string }) => d.productId)).toEqual([
      withMpn,
      withoutPart,
      platform,
    ]);
    expect(body.data[0]).toMatchObject({ partNumber: "MR46-HW", availability: { partNumber: "MR46-HW" } });
    expect(["available", "backorder", "discontinued"]).toContain(body.data[0].availability.status);
    expect(body.data[1]).toEqual({ productId: withoutPart, partNumber: null, availability: null });
    expect(body.data[2].availability.status).toBe("not_found");
  });

  it("lets sales read availability, hides another MSP's product and refuses a customer", async () => {
    expect((await ask("sales@msp.demo", { ids: [withMpn] })).statusCode).toBe(200);
    expect((await ask("editor@msp.demo", { ids: [contoso] })).statusCode).toBe(404);
    expect((await ask("editor@msp.demo", { ids: [UNKNOWN_ID] })).statusCode).toBe(404);
    expect((await ask("user@customer.demo", { ids: [withMpn] })).statusCode).toBe(404);
  });

  it("answers 400 for an empty list, more than 50 ids or an id that is not a UUID", async () => {
    expect((await ask("editor@msp.demo", { ids: [] })).json().fields).toHaveProperty("ids");
    const many = Array.from({ length: 51 }, () => withMpn);
    expect((await ask("editor@msp.demo", { ids: many })).statusCode).toBe(400);
    expect((await ask("editor@msp.demo", { ids: ["nope"] })).statusCode).toBe(400);
  });
});
