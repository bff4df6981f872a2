import { DEMO_IDS } from "@q2c/db";
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
import { makeOrderAtAcceptance } from "./order-at-acceptance.ts";
import { acceptanceSteps } from "./order-at-acceptance-test-helpers.ts";

// Issue #18: the MSP's quote setting "Make the order when a quote is accepted" (`orderAtAcceptance`, on by
// default; docs/orders.md "Made at acceptance"). Off: an accepted quote gets no order from the server (nothing
// is queued, and a job queued before it was turned off makes none) and "Create order" (POST /orders) makes it.
// On: the job makes it. PUT /quote-settings validates it and keeps the settings' version. PGlite and PostgreSQL.

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

const {
  proposalQuote,
  accept,
  ordersOf,
  jobsOf,
  jobSettled,
  readSettings: settings,
  setOrderAtAcceptance,
} = acceptanceSteps(() => s, token);

const putSettings = async (body: Record<string, unknown>, email: "admin@msp.demo" | "sales@msp.demo") =>
  s.api("PUT", "/quote-settings", { token: await token(email), body });

const stageOf = async (projectId: string) =>
  (await s.sql<{ stage: string }>("select stage from projects where id = $1", [projectId]))[0]?.stage;

describe("PUT /quote-settings orderAtAcceptance", () => {
  it("is on by default, saved with the version, 400 on a non-boolean and 403 without the rule", async () => {
    const before = (await settings()).json();
    expect(before.orderAtAcceptance).toBe(true);
    for (const value of ["no", 0, null]) {
      const bad = await putSettings({ version: before.version, orderAtAcceptance: value }, "admin@msp.demo");
      expect(bad.statusCode, JSON.stringify(value)).toBe(400);
      expect(bad.json().fields?.orderAtAcceptance).toBe("Choose on (true) or off (false).");
    }
    const sales = await putSettings({ version: before.version, orderAtAcceptance: false }, "sales@msp.demo");
    expect(sales.statusCode).toBe(403);
    expect((await settings()).json()).toEqual(before);

    const off = await putSettings({ version: before.version, orderAtAcceptance: false }, "admin@msp.demo");
    expect(off.statusCode, off.body).toBe(200);
    // Only the setting changes; the other settings keep what they were.
    expect(off.json()).toEqual({ ...before, orderAtAcceptance: false, version: before.version + 1 });
    const stale = await putSettings({ version: before.version, orderAtAcceptance: true }, "admin@msp.demo");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(before.version + 1);
    expect((await settings()).json().orderAtAcceptance).toBe(false);
    // Another MSP keeps its own setting.
    const other = await s.api("GET", "/quote-settings", { token: await token("admin@msp2.demo") });
    expect(other.json().orderAtAcceptance).toBe(true);
    // Saving another field leaves the setting as it is.
    const terms = await putSettings(
      { version: before.version + 1, paymentTerms: "Net 45" },
      "admin@msp.demo",
    );
    expect(terms.json()).toMatchObject({ paymentTerms: "Net 45", orderAtAcceptance: false });
    const back = await putSettings(
      { version: before.version + 2, paymentTerms: before.paymentTerms, orderAtAcceptance: true },
      "admin@msp.demo",
    );
    expect(back.json()).toEqual({ ...before, version: before.version + 3 });
  });
});

describe("the order at acceptance, by the MSP's setting", { timeout: 90_000 }, () => {
  it("off: an accepted quote gets no order from the server; POST /orders makes it", async () => {
    await setOrderAtAcceptance(false);
    const id = await proposalQuote("Adatum Wi-Fi (setting off)");
    try {
      const res = await accept(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await stageOf(id)).toBe("acceptance");
      expect(await jobsOf(id)).toEqual([]);
      // A job queued before the setting was turned off makes no order either.
      const deps = depsForTenant(s.deps, DEMO_IDS.northwind);
      const data = { tenantId: DEMO_IDS.northwind, projectId: id, actorUserId: null };
      expect(await makeOrderAtAcceptance(deps, data)).toBe("turned_off");
      expect(await ordersOf(id)).toEqual([]);

      // "Create order" (the wizard) makes it.
      const made = await s.api("POST", "/orders", {
        token: await token("sales@msp.demo"),
        body: { projectId: id },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(await ordersOf(id)).toHaveLength(1);
    } finally {
      await setOrderAtAcceptance(true);
    }
  });

  it("off: the customer's last signature accepts the quote without an order", async () => {
    await setOrderAtAcceptance(false);
    const id = await proposalQuote("Adatum Wi-Fi (signed, setting off)");
    try {
      const doc = await sendTestDocument(s, id, [
        { name: "Ada Adatum", email: "ada.setting@adatum.test", party: "customer", role: "CEO" },
      ]);
      const signer = doc.signers[0];
      if (!signer) throw new Error("no signer");
      const session = await signingTokenFor(s, peer, doc, signer);
      const signed = await signRequest(s, id, { "x-signing-token": session });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().completed).toBe(true);
      expect(await stageOf(id)).toBe("acceptance");
      expect(await jobsOf(id)).toEqual([]);
      expect(await ordersOf(id)).toEqual([]);
    } finally {
      await setOrderAtAcceptance(true);
    }
  });

  it("on (turned back on): the job makes the accepted quote's order", async () => {
    expect((await settings()).json().orderAtAcceptance).toBe(true);
    const id = await proposalQuote("Adatum Wi-Fi (setting on)");
    expect((await accept(id)).statusCode).toBe(200);
    await jobSettled(id, "completed");
    expect(await ordersOf(id)).toHaveLength(1);
  });
});
