import { uuidv7 } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createEnvironmentAs, platformSalesToken, UNKNOWN_ID } from "./building-use-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let platformSales: string;
const named = (name: string) =>
  countOf(s, "select 1 from requirements where lower(name) = lower($1)", [name]);

async function createRequirement(body: Record<string, unknown>): Promise<string> {
  const res = await s.api("POST", "/requirements", { token: await token("owner@platform.demo"), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  platformSales = await platformSalesToken(s);
});

describe("requirements", () => {
  it("lets the owner add a requirement that every MSP role reads", async () => {
    const res = await s.api("POST", "/requirements", {
      token: await token("owner@platform.demo"),
      body: { name: "Roaming handoff", metric: "Handoff time", target: "50 ms or less", position: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: "Roaming handoff", metric: "Handoff time", description: "" });
    for (const email of ["sales@msp.demo", "editor@msp.demo"] as const) {
      const list = await s.api("GET", "/requirements", { token: await token(email) });
      expect(list.json().data.map((r: { name: string }) => r.name)).toContain("Roaming handoff");
    }
    expect(
      (await s.api("GET", "/requirements", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
  });

  it("answers 400 for a missing or duplicate name (ignoring case), writing nothing", async () => {
    await createRequirement({ name: "Failover time" });
    const before = await countOf(s, "select 1 from requirements");
    const t = await token("owner@platform.demo");
    const dup = await s.api("POST", "/requirements", { token: t, body: { name: "FAILOVER TIME" } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ name: "A requirement with this name already exists." });
    const missing = await s.api("POST", "/requirements", { token: t, body: { metric: "x" } });
    expect(missing.json().fields).toEqual({ name: "Name is required" });
    expect(await countOf(s, "select 1 from requirements")).toBe(before);
  });

  it("answers 404 to an MSP and 403 to a platform user outside editor on every write", async () => {
    const id = await createRequirement({ name: "Latency" });
    const msp = await token("admin@msp.demo");
    expect((await s.api("POST", "/requirements", { token: msp, body: { name: "X" } })).statusCode).toBe(404);
    expect(
      (await s.api("POST", "/requirements", { token: platformSales, body: { name: "X" } })).statusCode,
    ).toBe(403);
    expect((await s.api("PUT", `/requirements/${id}`, { token: msp, body: { name: "X" } })).statusCode).toBe(
      404,
    );
    expect(
      (await s.api("PUT", `/requirements/${id}`, { token: platformSales, body: { name: "X" } })).statusCode,
    ).toBe(403);
    expect((await s.api("DELETE", `/requirements/${id}`, { token: msp })).statusCode).toBe(404);
    expect((await s.api("DELETE", `/requirements/${id}`, { token: platformSales })).statusCode).toBe(403);
    expect(await named("X")).toBe(0);
    expect(await named("Latency")).toBe(1);
  });

  it("updates a requirement; renaming onto another's name answers 400 and changes nothing", async () => {
    const id = await createRequirement({ name: "Throughput" });
    await createRequirement({ name: "Jitter" });
    const t = await token("owner@platform.demo");
    const ok = await s.api("PUT", `/requirements/${id}`, {
      token: t,
      body: { target: "1 Gbps", name: "throughput" },
    });
    expect(ok.json()).toMatchObject({ name: "throughput", target: "1 Gbps" });
    const clash = await s.api("PUT", `/requirements/${id}`, { token: t, body: { name: "jitter" } });
    expect(clash.json().fields).toEqual({ name: "A requirement with this name already exists." });
    expect(await s.sql("select name from requirements where id = $1", [id])).toEqual([
      { name: "throughput" },
    ]);
    const unknown = await s.api("PUT", `/requirements/${UNKNOWN_ID}`, { token: t, body: { name: "Ghost" } });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a requirement, and the rules that named it lose the reference", async () => {
    const id = await createRequirement({ name: "Redundancy" });
    const env = await createEnvironmentAs(s, token, "Data room");
    const rule = uuidv7();
    await s.sql(
      "insert into environment_rules (id, environment_id, name, basis, requirement_id) values ($1, $2, 'R', 'building', $3)",
      [rule, env, id],
    );
    const res = await s.api("DELETE", `/requirements/${id}`, { token: await token("owner@platform.demo") });
    expect(res.json()).toEqual({ id });
    expect(await named("Redundancy")).toBe(0);
    expect(await s.sql("select requirement_id from environment_rules where id = $1", [rule])).toEqual([
      { requirement_id: null },
    ]);
  });
});
