import { PROJECT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { ADATUM, LITWARE, NORTHWIND } from "../../test/project-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const create = async (body: Record<string, unknown>, email: Email = "sales@msp.demo") =>
  s.api("POST", "/quotes", { token: await token(email), body });
const projectCount = () => countOf(s, "select 1 from projects");

describe("POST /quotes", () => {
  it("creates a quote for a customer from an account and a deal name", async () => {
    const res = await create({ accountId: ADATUM, dealName: "Adatum cameras" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      accountId: ADATUM,
      dealName: "Adatum cameras",
      stage: "build",
      status: "discovery",
      version: 1,
      locations: [],
    });
    const [row] = await s.sql("select tenant_id, deal_name from projects where id = $1", [body.id]);
    expect(row).toEqual({ tenant_id: NORTHWIND, deal_name: "Adatum cameras" });
    // Created unshared: the customer's users see it once the MSP shares it.
    expect(body.sharedAt).toBeNull();
    const get = await s.api("GET", `/quotes/${body.id}`, { token: await token("user@customer.demo") });
    expect(get.statusCode).toBe(404);
  });

  it("answers 400 to a missing deal name or an account that is not a customer, writing nothing", async () => {
    const before = await projectCount();
    const blank = await create({ accountId: ADATUM });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty("dealName");
    const msp = await create({ accountId: NORTHWIND, dealName: "Ourselves" });
    expect(msp.statusCode).toBe(400);
    expect(msp.json().fields).toEqual({ accountId: PROJECT_MESSAGES.unknownAccount });
    const otherTenant = await create({ accountId: LITWARE, dealName: "Not mine" }, "admin@msp2.demo");
    expect(otherTenant.statusCode).toBe(400);
    expect(await projectCount()).toBe(before);
  });

  it("answers 403 outside the quotes rule and 404 to customers and partners", async () => {
    const before = await projectCount();
    const body = { accountId: ADATUM, dealName: "Refused" };
    expect((await create(body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await create(body, "user@customer.demo")).statusCode).toBe(404);
    expect((await create(body, "partner@link.demo")).statusCode).toBe(404);
    expect(await projectCount()).toBe(before);
  });
});
