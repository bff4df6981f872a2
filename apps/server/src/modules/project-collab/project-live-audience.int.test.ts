import { MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import {
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember } from "../projects/projects-test-helpers.ts";
import { collect, collectChanges, join, liveSockets, settle } from "./live-test-helpers.ts";

// The live rooms follow the rule of the HTTP feed (packages/domain projects/audience.ts): the customer's
// and the partners' sockets hear of what was shared with them, never of internal comments or the MSP's edits.

let s: TestServer;
const token = tokensFor(() => s);
let base: string;
const live = liveSockets(
  () => s,
  () => base,
);

beforeAll(async () => {
  s = await createTestServer();
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  live.closeAll();
  await s.close();
});

const comment = async (projectId: string, body: string, visibility?: "internal" | "customer") => {
  const res = await s.api("POST", `/projects/${projectId}/comments`, {
    token: await token("sales@msp.demo"),
    body: { body, ...(visibility ? { visibility } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

const rename = async (p: TestProject, dealName: string) => {
  const res = await s.api("PUT", `/projects/${p.id}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, p.id), dealName },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("what a customer's socket hears", () => {
  it("joins only once the quote is shared; then hears a customer comment, not an internal one or an edit", async () => {
    const quote = await createTestProject(s, token, { dealName: "Adatum live audience" });
    const msp = await live.open("sales@msp.demo");
    const customer = await live.open("user@customer.demo");
    expect(await join(msp.socket, { projectId: quote.id })).toEqual({ ok: true });
    expect(await join(customer.socket, { projectId: quote.id })).toEqual({ error: MESSAGES.notFound });
    await shareTestProject(s, token, quote.id);
    expect(await join(customer.socket, { projectId: quote.id })).toEqual({ ok: true });
    const mspHeard = collect(msp.socket);
    const mspChanges = collectChanges(msp.socket);
    const heard = collect(customer.socket);
    const changes = collectChanges(customer.socket);

    const internal = await comment(quote.id, "Internal: margin is thin, customer budget 10k");
    await rename(quote, "Adatum live audience, phase 1");
    const shared = await comment(quote.id, "The site survey is booked for Monday.", "customer");
    await settle();

    expect(mspHeard.map((a) => a.id)).toEqual([internal, shared]);
    expect(mspChanges).toEqual([expect.objectContaining({ projectId: quote.id, type: "updated" })]);
    expect(heard).toEqual([{ projectId: quote.id, kind: "comment", id: shared }]);
    expect(changes).toEqual([]);
  });

  it("hears that sharing stopped, then nothing more, and may not join again", async () => {
    const quote = await createTestProject(s, token, { dealName: "Adatum live unshare" });
    await shareTestProject(s, token, quote.id);
    const customer = await live.open("user@customer.demo");
    expect(await join(customer.socket, { projectId: quote.id })).toEqual({ ok: true });
    const heard = collect(customer.socket);
    const changes = collectChanges(customer.socket);

    const res = await s.api("DELETE", `/projects/${quote.id}/share`, {
      token: await token("sales@msp.demo"),
      query: { version: String(await versionOf(s, quote.id)) },
    });
    expect(res.statusCode, res.body).toBe(200);
    await comment(quote.id, "Said after the share was taken back.", "customer");
    await settle();

    expect(changes).toEqual([{ projectId: quote.id, version: res.json().version, type: "unshared" }]);
    expect(heard).toEqual([]);
    expect(await join(customer.socket, { projectId: quote.id })).toEqual({ error: MESSAGES.notFound });
  });
});

describe("what a member partner's socket hears", () => {
  it("hears a customer-visible comment, not an internal one or an edit", async () => {
    const quote = await createTestProject(s, token, { dealName: "Adatum live partner" });
    await addPartnerMember(s, quote.id);
    const partner = await live.open("partner@link.demo");
    expect(await join(partner.socket, { projectId: quote.id })).toEqual({ ok: true });
    const heard = collect(partner.socket);
    const changes = collectChanges(partner.socket);

    await comment(quote.id, "Internal: the partner's rate is negotiable");
    await rename(quote, "Adatum live partner, phase 1");
    const shared = await comment(quote.id, "Cabling starts on the 3rd.", "customer");
    await settle();

    expect(heard).toEqual([{ projectId: quote.id, kind: "comment", id: shared }]);
    expect(changes).toEqual([]);
  });
});
