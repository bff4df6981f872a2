import { DEMO_TEMPLATE_IDS } from "@q2c/db";
import { TEMPLATE_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import { createTestTemplate, documentRows } from "../document-templates/document-test-helpers.ts";

// Issue #17 §1, /settings/documents: the template each document type uses, the company's own choice or
// the platform's default; chosen by the high access group (owner, administrator).

const s = useTestServer();
const token = tokensFor(() => s);
const { platformProposal, platformAgreement, northwindProposal } = DEMO_TEMPLATE_IDS;

const settingOf = async (email: "admin@msp2.demo" | "owner@msp.demo" | "sales@msp.demo", type: string) => {
  const res = await s.api("GET", "/document-settings", { token: await token(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((i: { documentType: string }) => i.documentType === type);
};

describe("PUT /document-settings", () => {
  it("chooses an own template for the first time with version 0, then changes it with its version", async () => {
    const admin = await token("admin@msp2.demo");
    const mine = await createTestTemplate(
      s,
      token,
      { type: "agreement", title: "Contoso MSA" },
      "admin@msp2.demo",
    );
    const first = await s.api("PUT", "/document-settings", {
      token: admin,
      body: { documentType: "agreement", templateId: mine.id, version: 0 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      documentType: "agreement",
      templateId: mine.id,
      templateTitle: "Contoso MSA",
      chosen: true,
      version: 1,
    });
    const listed = await s.api("GET", "/templates", { token: admin, query: { documentType: "agreement" } });
    const flags = Object.fromEntries(
      listed.json().data.map((t: { id: string; isDefault: boolean }) => [t.id, t.isDefault]),
    );
    expect(flags).toEqual({ [platformAgreement]: false, [mine.id]: true });

    const again = await s.api("PUT", "/document-settings", {
      token: admin,
      body: { documentType: "agreement", templateId: mine.id, version: 0 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().version).toBe(1);
    const back = await s.api("PUT", "/document-settings", {
      token: admin,
      body: { documentType: "agreement", templateId: platformAgreement, version: 1 },
    });
    expect(back.json()).toMatchObject({ templateId: platformAgreement, chosen: true, version: 2 });
    const stale = await s.api("PUT", "/document-settings", {
      token: admin,
      body: { documentType: "agreement", templateId: mine.id, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await settingOf("admin@msp2.demo", "agreement")).toMatchObject({
      templateId: platformAgreement,
      version: 2,
    });
    // Now the template is no default, it can be deleted.
    const del = await s.api("DELETE", `/templates/${mine.id}`, { token: admin });
    expect(del.statusCode).toBe(200);
  });

  it("refuses a template of another type, of another MSP or unknown (400), writing nothing", async () => {
    const before = await documentRows(s);
    const admin = await token("admin@msp2.demo");
    const cases = [
      [
        { documentType: "agreement", templateId: platformProposal, version: 0 },
        TEMPLATE_MESSAGES.wrongTemplateType("agreement"),
      ],
      [
        { documentType: "proposal", templateId: northwindProposal, version: 0 },
        TEMPLATE_MESSAGES.unknownTemplate,
      ],
      [{ documentType: "proposal", templateId: UNKNOWN_ID, version: 0 }, TEMPLATE_MESSAGES.unknownTemplate],
    ] as const;
    for (const [body, message] of cases) {
      const res = await s.api("PUT", "/document-settings", { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.templateId).toBe(message);
    }
    const bad = await s.api("PUT", "/document-settings", {
      token: admin,
      body: { documentType: "memo", templateId: platformProposal, version: -1 },
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(["documentType", "version"]);
    expect(await documentRows(s)).toBe(before);
  });

  it("is for the owner and administrators: a manager or editor gets 403, a customer 404", async () => {
    const before = await documentRows(s);
    const body = { documentType: "proposal", templateId: platformProposal, version: 1 };
    for (const [email, status] of [
      ["manager@msp.demo", 403],
      ["editor@msp.demo", 403],
      ["sales@msp.demo", 403],
      ["user@customer.demo", 404],
    ] as const) {
      const res = await s.api("PUT", "/document-settings", { token: await token(email), body });
      expect(res.statusCode, email).toBe(status);
    }
    const read = await s.api("GET", "/document-settings", { token: await token("user@customer.demo") });
    expect(read.statusCode).toBe(404);
    expect(await documentRows(s)).toBe(before);
    const owner = await s.api("PUT", "/document-settings", { token: await token("owner@msp.demo"), body });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await settingOf("sales@msp.demo", "proposal")).toMatchObject({
      templateId: platformProposal,
      chosen: true,
    });
  });

  it("lets the platform owner set the platform's default, which MSPs without a choice follow", async () => {
    const platform = await createTestTemplate(
      s,
      token,
      { type: "order_send", title: "Order confirmation" },
      "owner@platform.demo",
    );
    const res = await s.api("PUT", "/document-settings", {
      token: await token("owner@platform.demo"),
      body: { documentType: "order_send", templateId: platform.id, version: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settingOf("admin@msp2.demo", "order_send")).toMatchObject({
      templateId: platform.id,
      templateTitle: "Order confirmation",
      chosen: false,
      version: 0,
    });
    // The platform's own default may only name a platform template (every MSP must read it).
    const northwind = await s.api("PUT", "/document-settings", {
      token: await token("owner@platform.demo"),
      body: { documentType: "proposal", templateId: northwindProposal, version: 1 },
    });
    expect(northwind.statusCode).toBe(400);
    // A default in use: the platform owner's delete is refused too.
    const del = await s.api("DELETE", `/templates/${platform.id}`, {
      token: await token("owner@platform.demo"),
    });
    expect(del.statusCode).toBe(409);
  });
});
