import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { mailsTo } from "../../test/outbox.ts";
import {
  countRows,
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { insertPartnerAccount } from "./collab-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
type Who = Parameters<typeof token>[0];

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum members" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware members" });
});

const addMember = async (who: Who, projectId: string, accountId: string) =>
  s.api("POST", `/projects/${projectId}/members`, { token: await token(who), body: { accountId } });
const members = () => countRows(s, "project_members", adatum.id);

describe("members", () => {
  let fabrikamMembership: string;

  it("names a link partner on the quote, which then sees it; the quote's version stays", async () => {
    const partnerSees = async () =>
      (await s.api("GET", `/projects/${adatum.id}/comments`, { token: await token("partner@link.demo") }))
        .statusCode;
    expect(await partnerSees()).toBe(404);
    const before = await versionOf(s, adatum.id);
    const res = await addMember("sales@msp.demo", adatum.id, DEMO_IDS.fabrikam);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountId: DEMO_IDS.fabrikam,
      accountName: "Fabrikam Link",
      kind: "partner",
    });
    fabrikamMembership = res.json().id;
    const [row] = await s.sql<{ member_tenant_id: string }>(
      "select member_tenant_id from project_members where id = $1",
      [fabrikamMembership],
    );
    expect(row?.member_tenant_id).toBe(DEMO_IDS.fabrikam);
    expect(await partnerSees()).toBe(200);
    expect(await versionOf(s, adatum.id)).toBe(before);
    const [event] = await s.sql<{ data: { accountId: string } }>(
      "select data from project_events where project_id = $1 and type = 'member_added'",
      [adatum.id],
    );
    expect(event?.data.accountId).toBe(DEMO_IDS.fabrikam);
  });

  it("lists members to everyone who sees the quote", async () => {
    for (const who of ["engineer@msp.demo", "user@customer.demo", "partner@link.demo"] as const) {
      const res = await s.api("GET", `/projects/${adatum.id}/members`, { token: await token(who) });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((m: { accountName: string }) => m.accountName)).toEqual(["Fabrikam Link"]);
    }
    const get = async (who: Who, id: string) =>
      (await s.api("GET", `/projects/${id}/members`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", adatum.id)).toBe(403);
    expect(await get("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
    expect(await get("partner@link.demo", litware.id)).toBe(404);
  });

  it("adds distributors, manufacturers, ISVs and financial partners too", async () => {
    expect((await addMember("sales@msp.demo", adatum.id, DEMO_IDS.distributor)).json().kind).toBe(
      "distributor",
    );
    expect((await addMember("admin@msp.demo", adatum.id, DEMO_IDS.manufacturer)).json().kind).toBe(
      "manufacturer",
    );
    const isv = await insertPartnerAccount(s, "Litmus Apps", { companyType: "isv" });
    expect((await addMember("sales@msp.demo", adatum.id, isv)).json().kind).toBe("isv");
    const bank = await insertPartnerAccount(s, "Woodgrove Bank", {
      companyType: "financial",
      flag: "is_financial",
    });
    expect((await addMember("sales@msp.demo", adatum.id, bank)).json().kind).toBe("financial");
  });

  it("answers 400 for a member already there, a customer, an MSP or an unknown account, adding nothing", async () => {
    const before = await members();
    const dup = await addMember("sales@msp.demo", adatum.id, DEMO_IDS.fabrikam);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ accountId: PROJECT_MESSAGES.alreadyMember });
    for (const accountId of [DEMO_IDS.adatum, DEMO_IDS.northwind, DEMO_IDS.contoso, litware.id]) {
      const res = await addMember("sales@msp.demo", adatum.id, accountId);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ accountId: PROJECT_MESSAGES.unknownPartner });
    }
    expect((await addMember("sales@msp.demo", adatum.id, "nope")).statusCode).toBe(400);
    expect(await members()).toBe(before);
  });

  it("leaves member management to the quote's MSP: editor 403, others 404", async () => {
    const before = await members();
    expect((await addMember("editor@msp.demo", adatum.id, DEMO_IDS.distributor)).statusCode).toBe(403);
    expect((await addMember("admin@msp2.demo", adatum.id, DEMO_IDS.distributor)).statusCode).toBe(404);
    expect((await addMember("user@customer.demo", adatum.id, DEMO_IDS.distributor)).statusCode).toBe(404);
    expect((await addMember("partner@link.demo", adatum.id, DEMO_IDS.distributor)).statusCode).toBe(404);
    const del = async (who: Who) =>
      (
        await s.api("DELETE", `/projects/${adatum.id}/members/${fabrikamMembership}`, {
          token: await token(who),
        })
      ).statusCode;
    expect(await del("editor@msp.demo")).toBe(403);
    expect(await del("admin@msp2.demo")).toBe(404);
    expect(await del("user@customer.demo")).toBe(404);
    expect(await members()).toBe(before);
  });

  it("takes a member off the quote, by membership or account id; the partner no longer sees it", async () => {
    const t = await token("sales@msp.demo");
    const res = await s.api("DELETE", `/projects/${adatum.id}/members/${fabrikamMembership}`, { token: t });
    expect(res.json()).toEqual({ id: fabrikamMembership });
    const again = await s.api("DELETE", `/projects/${adatum.id}/members/${fabrikamMembership}`, { token: t });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PROJECT_MESSAGES.notMember);
    const byAccount = await s.api("DELETE", `/projects/${adatum.id}/members/${DEMO_IDS.distributor}`, {
      token: t,
    });
    expect(byAccount.statusCode).toBe(200);
    const partner = await s.api("GET", `/projects/${adatum.id}/members`, {
      token: await token("partner@link.demo"),
    });
    expect(partner.statusCode).toBe(404);
    const removed = "select 1 from project_events where project_id = $1 and type = 'member_removed'";
    expect(await countOf(s, removed, [adatum.id])).toBe(2);
  });
});

describe("POST /projects/:id/invite-members", () => {
  it("adds partner accounts and notifies their users in the app and by e-mail", async () => {
    const res = await s.api("POST", `/projects/${adatum.id}/invite-members`, {
      token: await token("sales@msp.demo"),
      body: {
        accountIds: [DEMO_IDS.fabrikam, DEMO_IDS.manufacturer],
        message: "Please review the Wi-Fi design.",
      },
    });
    expect(res.statusCode).toBe(200);
    // The manufacturer was a member already: notified, not added again.
    expect(res.json().added.map((m: { accountId: string }) => m.accountId)).toEqual([DEMO_IDS.fabrikam]);
    expect(res.json().recipients).toBe(1);
    const partnerId = await userIdOf(s, "partner@link.demo");
    const [note] = await s.sql<{ tenant_id: string; message: string }>(
      "select tenant_id, message from notifications where user_id = $1",
      [partnerId],
    );
    expect(note).toEqual({ tenant_id: DEMO_IDS.fabrikam, message: "Please review the Wi-Fi design." });
    const [mail] = await mailsTo(s, "partner@link.demo");
    expect(mail?.subject).toBe(PROJECT_MESSAGES.inviteMembersTitle("Adatum members"));
    expect(mail?.text).toContain(`/quotes/${adatum.id}/view`);
  });

  it("answers 400 for a non-partner or a repeated account, writing nothing", async () => {
    const t = await token("sales@msp.demo");
    const [m0, n0] = [await members(), await countOf(s, "select 1 from notifications")];
    const bad = await s.api("POST", `/projects/${adatum.id}/invite-members`, {
      token: t,
      body: { accountIds: [DEMO_IDS.distributor, DEMO_IDS.adatum] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ "accountIds.1": PROJECT_MESSAGES.unknownPartner });
    const twice = await s.api("POST", `/projects/${adatum.id}/invite-members`, {
      token: t,
      body: { accountIds: [DEMO_IDS.distributor, DEMO_IDS.distributor] },
    });
    expect(twice.json().fields).toEqual({ accountIds: PROJECT_MESSAGES.duplicateIds });
    const none = await s.api("POST", `/projects/${adatum.id}/invite-members`, {
      token: t,
      body: { accountIds: [] },
    });
    expect(none.statusCode).toBe(400);
    expect([await members(), await countOf(s, "select 1 from notifications")]).toEqual([m0, n0]);
  });

  it("is the quote's MSP's call: editor 403, another MSP and the customer 404", async () => {
    const body = { accountIds: [DEMO_IDS.distributor] };
    const invite = async (who: Who) =>
      (await s.api("POST", `/projects/${adatum.id}/invite-members`, { token: await token(who), body }))
        .statusCode;
    expect(await invite("editor@msp.demo")).toBe(403);
    expect(await invite("admin@msp2.demo")).toBe(404);
    expect(await invite("user@customer.demo")).toBe(404);
  });
});

describe("POST /projects/:id/notify-members", () => {
  it("messages member users and watchers (not the sender), records it and says so in the feed", async () => {
    await s.api("POST", `/projects/${adatum.id}/watch`, { token: await token("user@customer.demo") });
    await s.api("POST", `/projects/${adatum.id}/watch`, { token: await token("sales@msp.demo") });
    const before = await versionOf(s, adatum.id);
    const res = await s.api("POST", `/projects/${adatum.id}/notify-members`, {
      token: await token("sales@msp.demo"),
      body: { message: "The proposal is ready." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: 2 });
    const [msg] = await s.sql<{ message: string; recipient_user_ids: string[] }>(
      "select message, recipient_user_ids from project_messages where project_id = $1 order by id desc limit 1",
      [adatum.id],
    );
    expect(msg?.message).toBe("The proposal is ready.");
    expect(new Set(msg?.recipient_user_ids)).toEqual(
      new Set([await userIdOf(s, "partner@link.demo"), await userIdOf(s, "user@customer.demo")]),
    );
    const customerMails = await mailsTo(s, "user@customer.demo");
    expect(customerMails.at(-1)?.subject).toBe(PROJECT_MESSAGES.notifyMembersTitle("Adatum members"));
    expect(await mailsTo(s, "sales@msp.demo")).toHaveLength(0);
    const [event] = await s.sql<{ data: { recipientCount: number } }>(
      "select data from project_events where project_id = $1 and type = 'members_notified'",
      [adatum.id],
    );
    expect(event?.data.recipientCount).toBe(2);
    expect(await versionOf(s, adatum.id)).toBe(before);
  });

  it("stops telling a partner's watching user once the partner is off the quote", async () => {
    await s.api("POST", `/projects/${adatum.id}/watch`, { token: await token("partner@link.demo") });
    const t = await token("sales@msp.demo");
    await s.api("DELETE", `/projects/${adatum.id}/members/${DEMO_IDS.fabrikam}`, { token: t });
    const res = await s.api("POST", `/projects/${adatum.id}/notify-members`, {
      token: t,
      body: { message: "Only for those who still see it." },
    });
    expect(res.json()).toEqual({ recipients: 1 });
    const partnerMails = await mailsTo(s, "partner@link.demo");
    expect(partnerMails.map((m) => m.text).join()).not.toContain("Only for those who still see it.");
  });

  it("answers 400 for an empty message, writing nothing; editor 403, another MSP and customer 404", async () => {
    const m0 = await countRows(s, "project_messages", adatum.id);
    const send = async (who: Who, message: string) =>
      s.api("POST", `/projects/${adatum.id}/notify-members`, { token: await token(who), body: { message } });
    const empty = await send("sales@msp.demo", "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ message: PROJECT_MESSAGES.messageRequired });
    expect((await send("editor@msp.demo", "Hi")).statusCode).toBe(403);
    expect((await send("admin@msp2.demo", "Hi")).statusCode).toBe(404);
    expect((await send("user@customer.demo", "Hi")).statusCode).toBe(404);
    expect(await countRows(s, "project_messages", adatum.id)).toBe(m0);
  });
});
