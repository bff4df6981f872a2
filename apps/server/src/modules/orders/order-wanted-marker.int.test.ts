import { DEMO_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepWantedOrders } from "../../jobs/order-at-acceptance-sweep.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import type { TestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import type { SmtpPeer } from "../../test/smtp-peer.ts";
import {
  sendTestDocument,
  signingTokenFor,
  signRequest,
  startSigningServer,
} from "../document-signing/signing-test-helpers.ts";
import { makeOrderAtAcceptance } from "./order-at-acceptance.ts";
import { acceptanceSteps } from "./order-at-acceptance-test-helpers.ts";

// The outbox marker of the order made at acceptance (docs/orders.md "Made at acceptance"): the accepting
// transaction sets projects.order_wanted_at when an order is wanted; the order's transaction clears it
// (the job's or POST /orders'), and so does the job deciding no order is to be made; a marker whose job was
// never queued (the process stopped after the commit) is queued again by the start-up sweep and ends as one
// order. Through the real queue, PGlite and PostgreSQL.

let s: TestServer;
let peer: SmtpPeer;
const token = tokensFor(() => s);

beforeAll(async () => {
  ({ s, peer } = await startSigningServer());
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});

const { proposalQuote, accept, ordersOf, jobsOf, jobSettled, setOrderPlan, setOrderAtAcceptance } =
  acceptanceSteps(() => s, token);

const markerOf = async (id: string) =>
  (await s.sql<{ at: Date | null }>("select order_wanted_at as at from projects where id = $1", [id]))[0]?.at;
/** Who accepted, kept beside the marker for the order's creator. */
const markerByOf = async (id: string) =>
  (await s.sql<{ by: string | null }>("select order_wanted_by as by from projects where id = $1", [id]))[0]
    ?.by;
/** Leaves a marker as a process that died after the accepting commit would: set, a while ago, no job. */
const strandMarker = (id: string, agoSeconds = 120) =>
  s.sql("update projects set order_wanted_at = now() - make_interval(secs => $2) where id = $1", [
    id,
    agoSeconds,
  ]);

/** Accepted by hand with the order plan off: no marker, no job (the start of a stranded marker). */
async function acceptedWithoutJob(name: string): Promise<string> {
  const id = await proposalQuote(name);
  await setOrderPlan(false);
  try {
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    await setOrderPlan(true);
  }
  expect(await markerOf(id)).toBeNull();
  expect(await jobsOf(id)).toEqual([]);
  return id;
}

/** Runs `fn` while the database refuses orders of the quote `id` (so its job fails and the marker stays). */
async function whileOrdersRefused(id: string, fn: () => Promise<void>): Promise<void> {
  await s.sql(`create function q2c_test_refuse_order() returns trigger language plpgsql as $$
    begin
      if new.project_id = '${id}'::uuid then raise exception 'orders are paused for this test'; end if;
      return new;
    end $$`);
  await s.sql(
    "create trigger q2c_test_refuse_order before insert on orders for each row execute function q2c_test_refuse_order()",
  );
  try {
    await fn();
  } finally {
    await s.sql("drop trigger if exists q2c_test_refuse_order on orders");
    await s.sql("drop function if exists q2c_test_refuse_order()");
  }
}

describe("the order-wanted marker", { timeout: 90_000 }, () => {
  it("marking as accepted sets it; the job's order clears it", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (marker, by hand)");
    await whileOrdersRefused(id, async () => {
      expect((await accept(id)).statusCode).toBe(200);
      // The job's first try fails (the trigger); the marker set by the accepting transaction stays.
      await expect.poll(async () => (await jobsOf(id)).length, { timeout: 30_000 }).toBe(1);
      expect(await markerOf(id)).toBeInstanceOf(Date);
      expect(await markerByOf(id)).toBe(await userIdOf(s, "sales@msp.demo"));
      expect(await ordersOf(id)).toEqual([]);
    });
    // A later try makes the order, and its transaction clears the marker.
    await jobSettled(id, "completed");
    expect((await ordersOf(id)).map((o) => o.created_by)).toEqual([await userIdOf(s, "sales@msp.demo")]);
    expect([await markerOf(id), await markerByOf(id)]).toEqual([null, null]);
  });

  it("the customer's last signature sets it; the job's order clears it", async () => {
    const id = await proposalQuote("Adatum Wi-Fi (marker, signed)");
    const doc = await sendTestDocument(s, id, [
      { name: "Ada Adatum", email: "ada.marker@adatum.test", party: "customer", role: "CEO" },
    ]);
    const signer = doc.signers[0];
    if (!signer) throw new Error("no signer");
    const session = await signingTokenFor(s, peer, doc, signer);
    await whileOrdersRefused(id, async () => {
      const signed = await signRequest(s, id, { "x-signing-token": session });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().completed).toBe(true);
      expect(await markerOf(id)).toBeInstanceOf(Date);
    });
    await jobSettled(id, "completed");
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await markerOf(id)).toBeNull();
  });

  it("POST /orders clears it", async () => {
    const id = await acceptedWithoutJob("Adatum Wi-Fi (marker, POST /orders)");
    await strandMarker(id, 0);
    const version = await versionOf(s, id);
    const made = await s.api("POST", "/orders", {
      token: await token("sales@msp.demo"),
      body: { projectId: id },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await markerOf(id)).toBeNull();
    // Not a change of the quote: its version stays, so the builder's open quote saves on.
    expect(await versionOf(s, id)).toBe(version);
  });

  it("a marker left without its job is queued by the start-up sweep and ends as one order", async () => {
    const stranded = await acceptedWithoutJob("Adatum Wi-Fi (marker, stranded)");
    const young = await acceptedWithoutJob("Adatum Wi-Fi (marker, just accepted)");
    await strandMarker(stranded);
    // Who accepted is kept beside the marker: the swept order names them as its creator.
    const sales = await userIdOf(s, "sales@msp.demo");
    await s.sql("update projects set order_wanted_by = $2 where id = $1", [stranded, sales]);
    // A marker under a minute old belongs to a request that may be queueing its job right now: left alone.
    await strandMarker(young, 5);
    try {
      expect(await sweepWantedOrders(s.deps, s.app.log)).toBe(1);
      expect(await jobsOf(young)).toEqual([]);
      await jobSettled(stranded, "completed");
      expect((await ordersOf(stranded)).map((o) => o.created_by)).toEqual([sales]);
      expect([await markerOf(stranded), await markerByOf(stranded)]).toEqual([null, null]);
      // Nothing left to sweep: no second job, no second order.
      expect(await sweepWantedOrders(s.deps, s.app.log)).toBe(0);
      expect(await jobsOf(stranded)).toHaveLength(1);
      expect(await ordersOf(stranded)).toHaveLength(1);
    } finally {
      await s.sql("update projects set order_wanted_at = null where id = $1", [young]);
    }
  });

  it("the setting turned off before the job ran: the job clears it and makes no order", async () => {
    const id = await acceptedWithoutJob("Adatum Wi-Fi (marker, turned off)");
    await strandMarker(id);
    await setOrderAtAcceptance(false);
    try {
      expect(await sweepWantedOrders(s.deps, s.app.log)).toBe(1);
      await jobSettled(id, "completed");
    } finally {
      await setOrderAtAcceptance(true);
    }
    expect(await ordersOf(id)).toEqual([]);
    expect(await markerOf(id)).toBeNull();
  });

  it("a quote no longer accepted, or an MSP without the plan: the job clears it and makes no order", async () => {
    const deps = depsForTenant(s.deps, DEMO_IDS.northwind);
    const id = await acceptedWithoutJob("Adatum Wi-Fi (marker, moved back)");
    const data = { tenantId: DEMO_IDS.northwind, projectId: id, actorUserId: null };

    await strandMarker(id);
    await setOrderPlan(false);
    try {
      expect(await makeOrderAtAcceptance(deps, data)).toBe("not_entitled");
    } finally {
      await setOrderPlan(true);
    }
    expect(await markerOf(id)).toBeNull();

    await strandMarker(id);
    await s.sql("update projects set stage = 'proposal' where id = $1", [id]);
    expect(await makeOrderAtAcceptance(deps, data)).toBe("not_accepted");
    expect(await markerOf(id)).toBeNull();
    expect(await ordersOf(id)).toEqual([]);
  });
});
