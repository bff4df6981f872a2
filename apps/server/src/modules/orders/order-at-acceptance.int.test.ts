import { DEMO_IDS } from "@q2c/db";
import type { TJob } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depsForTenant } from "../../lib/request-deps.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import type { TestServer } from "../../test/harness.ts";
import type { SmtpPeer } from "../../test/smtp-peer.ts";
import {
  sendTestDocument,
  signingTokenFor,
  signRequest,
  startSigningServer,
} from "../document-signing/signing-test-helpers.ts";
import { ORDER_MESSAGES } from "./create-order.ts";
import { makeOrderAtAcceptance } from "./order-at-acceptance.ts";
import { acceptanceSteps, ORDER_JOB } from "./order-at-acceptance-test-helpers.ts";

// Issue #18 §1: the order made at acceptance (docs/orders.md "Made at acceptance"). Marking a quote as
// accepted, or the customer's last signature, queues a job after the commit that makes the order through
// createOrderFromQuote; only when the MSP has hasOrderManagementSystem; one order per quote whatever
// retries or races; a failure stays visible in the jobs list. Through the real queue, PGlite and PostgreSQL.

let s: TestServer;
let peer: SmtpPeer;
const token = tokensFor(() => s);
const JOB = ORDER_JOB;

beforeAll(async () => {
  ({ s, peer } = await startSigningServer());
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});

const { proposalQuote, accept, ordersOf, jobsOf, jobSettled, setOrderPlan } = acceptanceSteps(() => s, token);

describe("the order made at acceptance", { timeout: 90_000 }, () => {
  it("marking a quote as accepted queues a job that makes its one order", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (accepted by hand)");
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobSettled(id, "completed")).toHaveLength(1);
    const made = await ordersOf(id);
    expect(made).toHaveLength(1);
    const sales = await s.sql<{ id: string }>("select id from users where email = 'sales@msp.demo'");
    expect(made[0]?.created_by).toBe(sales[0]?.id);
    // The order is the one POST /orders would make: its lines, suborders and the `created` event.
    const [counts] = await s.sql<{ lines: number; subs: number; events: number }>(
      `select (select count(*)::int from order_lines where order_id = $1) as lines,
              (select count(*)::int from suborders where order_id = $1) as subs,
              (select count(*)::int from order_events where order_id = $1 and type = 'created') as events`,
      [made[0]?.id],
    );
    expect(counts?.lines).toBeGreaterThan(0);
    expect(counts?.subs).toBeGreaterThan(0);
    expect(counts?.events).toBe(1);

    // POST /orders afterwards answers the clear 409 it always did, and writes nothing.
    const again = await s.api("POST", "/orders", {
      token: await token("sales@msp.demo"),
      body: { projectId: id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.exists);
    // The quote's order is there for the builder's "View order".
    const listed = await s.api("GET", `/projects/${id}/orders`, { token: await token("sales@msp.demo") });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(made[0]?.id);

    // A job run again (a retry after a try that committed) finds the order and makes no second one.
    const deps = depsForTenant(s.deps, DEMO_IDS.northwind);
    const data = { tenantId: DEMO_IDS.northwind, projectId: id, actorUserId: null };
    expect(await makeOrderAtAcceptance(deps, data)).toBe("exists");
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("makes no order and queues nothing when the MSP has no order management plan", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (no order plan)");
    await setOrderPlan(false);
    try {
      const res = await accept(id);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await setOrderPlan(true);
    }
    expect(await jobsOf(id)).toEqual([]);
    expect(await ordersOf(id)).toEqual([]);
  });

  it("POST /orders racing the job: one order, the other side answers 409 or finds it made", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (race)");
    expect((await accept(id)).statusCode).toBe(200);
    const posted = await s.api("POST", "/orders", {
      token: await token("sales@msp.demo"),
      body: { projectId: id },
    });
    expect([201, 409]).toContain(posted.statusCode);
    if (posted.statusCode === 409) expect(posted.json().message).toBe(ORDER_MESSAGES.exists);
    await jobSettled(id, "completed");
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("numbers orders made at once for two quotes one after the other", async () => {
    const a = await proposalQuote("Adatum Wi-Fi (numbering A)");
    const b = await proposalQuote("Adatum Wi-Fi (numbering B)");
    await setOrderPlan(false);
    try {
      expect((await accept(a)).statusCode).toBe(200);
      expect((await accept(b)).statusCode).toBe(200);
    } finally {
      await setOrderPlan(true);
    }
    const deps = depsForTenant(s.deps, DEMO_IDS.northwind);
    const outcomes = await Promise.all(
      [a, b].map((projectId) =>
        makeOrderAtAcceptance(deps, { tenantId: DEMO_IDS.northwind, projectId, actorUserId: null }),
      ),
    );
    expect(outcomes).toEqual(["made", "made"]);
    const numbers = [...(await ordersOf(a)), ...(await ordersOf(b))].map((o) => o.order_number);
    expect(new Set(numbers).size).toBe(2);
  });

  it("a job that fails is retried, then listed failed with its error; retried from the list, it makes the order", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (failing order)");
    // The database refuses this quote's order until the trigger goes (a stand-in for any failure).
    await s.sql(`create function q2c_test_refuse_order() returns trigger language plpgsql as $$
      begin
        if new.project_id = '${id}'::uuid then raise exception 'orders are paused for this test'; end if;
        return new;
      end $$`);
    await s.sql(
      "create trigger q2c_test_refuse_order before insert on orders for each row execute function q2c_test_refuse_order()",
    );
    try {
      expect((await accept(id)).statusCode).toBe(200);
      const [failed] = await jobSettled(id, "failed");
      const owner = await token("owner@platform.demo");
      const list = await s.api("GET", "/jobs", { token: owner, query: { state: "failed" } });
      expect(list.statusCode, list.body).toBe(200);
      const job = (list.json().data as TJob[]).find((j) => j.id === failed?.id);
      expect(job).toMatchObject({ kind: JOB, tenantId: DEMO_IDS.northwind, tries: 4, maxTries: 4 });
      expect(job?.summary).toBe(`Make the order of accepted quote ${id}`);
      expect(job?.error).toContain("orders are paused for this test");
      expect(await ordersOf(id)).toEqual([]);

      await s.sql("drop trigger q2c_test_refuse_order on orders");
      const retried = await s.api("POST", `/jobs/${failed?.id}/retry`, { token: owner });
      expect(retried.statusCode, retried.body).toBeLessThan(300);
      await jobSettled(id, "completed");
      expect(await ordersOf(id)).toHaveLength(1);
    } finally {
      await s.sql("drop trigger if exists q2c_test_refuse_order on orders");
      await s.sql("drop function if exists q2c_test_refuse_order()");
    }
  });

  it("the customer's last signature accepts the quote and its order is made", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (signed)");
    const doc = await sendTestDocument(s, id, [
      { name: "Ada Adatum", email: "ada.order@adatum.test", party: "customer", role: "CEO" },
    ]);
    const signer = doc.signers[0];
    if (!signer) throw new Error("no signer");
    const session = await signingTokenFor(s, peer, doc, signer);
    const signed = await signRequest(s, id, { "x-signing-token": session });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().completed).toBe(true);
    await jobSettled(id, "completed");
    const made = await ordersOf(id);
    expect(made).toHaveLength(1);
    // Nobody of the MSP's made it: the customer's signature did.
    expect(made[0]?.created_by).toBeNull();
  });
});
