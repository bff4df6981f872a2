import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const summary = async (email: Parameters<typeof token>[0]) =>
  s.api("GET", "/dashboard/summary", { token: await token(email) });

describe("GET /dashboard/summary", () => {
  it("counts the MSP's users, teams, customers, locations and buildings, its customers' included", async () => {
    const res = await summary("sales@msp.demo");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ users: 9, teams: 4, customers: 2, locations: 3, buildings: 4 });
  });

  it("counts only a customer's own account, and nothing of another tenant", async () => {
    expect((await summary("user@customer.demo")).json()).toEqual({
      users: 1,
      teams: 0,
      customers: 0,
      locations: 1,
      buildings: 2,
    });
    expect((await summary("admin@msp2.demo")).json()).toEqual({
      users: 1,
      teams: 0,
      customers: 0,
      locations: 1,
      buildings: 1,
    });
  });

  it("gives the platform owner everything and its accounts by kind", async () => {
    const body = (await summary("owner@platform.demo")).json();
    expect(body).toMatchObject({ users: 13, customers: 2, locations: 4 });
    expect(body.accountsByKind).toEqual({
      msp: 3,
      link: 1,
      customer: 2,
      distributor: 1,
      manufacturer: 1,
      isv: 0,
      isp: 0,
      financial: 1,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await s.api("GET", "/dashboard/summary")).statusCode).toBe(401);
  });
});
