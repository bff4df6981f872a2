import { DEMO_IDS, DEMO_SECTION_IDS, DEMO_TEMPLATE_IDS } from "@q2c/db";
import { DOCUMENT_MESSAGES, TEMPLATE_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import {
  createTestSection,
  createTestTemplate,
  documentRows,
} from "../document-templates/document-test-helpers.ts";

// Issue #17 §1: the content library. A section's name is unique per account whatever the case; the
// platform's sections are read by every MSP and changed by none; another MSP's answer 404.

const s = useTestServer();
const token = tokensFor(() => s);

describe("GET /document-sections", () => {
  it("lists the platform's sections and the MSP's own, by type and ownership, never another MSP's", async () => {
    const own = await createTestSection(s, token, { title: "Northwind summary" });
    const contoso = await createTestSection(s, token, { title: "Contoso summary" }, "admin@msp2.demo");
    const engineer = await token("engineer@msp.demo");
    const ids = async (query: Record<string, string>) =>
      (await s.api("GET", "/document-sections", { token: engineer, query: { limit: "100", ...query } }))
        .json()
        .data.map((x: { id: string }) => x.id);
    const all = await ids({});
    expect(all).toEqual(
      expect.arrayContaining([own.id, DEMO_SECTION_IDS.proposalCover, DEMO_SECTION_IDS.northwindCover]),
    );
    expect(all).not.toContain(contoso.id);
    expect(await ids({ ownership: "mine" })).toEqual(
      [DEMO_SECTION_IDS.northwindCover, DEMO_SECTION_IDS.northwindCompanyOverview, own.id].sort(),
    );
    expect(await ids({ ownership: "platform", sectionType: "acceptance" })).toEqual(
      [DEMO_SECTION_IDS.proposalAcceptance, DEMO_SECTION_IDS.agreementAcceptance].sort(),
    );
    expect((await ids({ type: "agreement" })).length).toBe(7);
    const page = await s.api("GET", "/document-sections", { token: engineer, query: { limit: "5" } });
    expect(page.json()).toMatchObject({ hasMore: true });
    expect(page.json().data).toHaveLength(5);
    const customer = await s.api("GET", "/document-sections", { token: await token("user@customer.demo") });
    expect(customer.statusCode).toBe(404);
  });

  it("answers one section, editable only where the caller may change it; another MSP's is 404", async () => {
    const editor = await token("editor@msp.demo");
    const platform = await s.api("GET", `/document-sections/${DEMO_SECTION_IDS.proposalScope}`, {
      token: editor,
    });
    expect(platform.json()).toMatchObject({
      sectionType: "scopeOfServices",
      editable: false,
      title: "Scope of services",
    });
    const own = await s.api("GET", `/document-sections/${DEMO_SECTION_IDS.northwindCover}`, {
      token: editor,
    });
    expect(own.json()).toMatchObject({ editable: true, accountId: DEMO_IDS.northwind });
    const foreign = await s.api("GET", `/document-sections/${DEMO_SECTION_IDS.northwindCover}`, {
      token: await token("admin@msp2.demo"),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("POST /document-sections", () => {
  it("adds a sanitised section; a name taken in any case is 400, also in another company it is free", async () => {
    const created = await createTestSection(s, token, {
      title: "Onboarding plan",
      sectionType: "projectOverview",
      html: '<h2 style="color:red;background:url(https://x.test/a)">Plan</h2><iframe src="https://x.test"></iframe>',
    });
    expect(created).toMatchObject({
      title: "Onboarding plan",
      type: "proposal",
      html: '<h2 style="color:red">Plan</h2>',
    });
    const before = await documentRows(s);
    const again = await s.api("POST", "/document-sections", {
      token: await token("editor@msp.demo"),
      body: { sectionType: "execSummary", title: "ONBOARDING PLAN" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ title: DOCUMENT_MESSAGES.sectionNameTaken });
    // The platform has a "Cover"; Northwind may have its own of that name.
    const cover = await createTestSection(s, token, { title: "Cover", sectionType: "cover" });
    expect(cover.title).toBe("Cover");
    expect(await documentRows(s)).not.toBe(before);
  });

  it("refuses two racing saves of one name with the same 400, keeping one", async () => {
    const editor = await token("editor@msp.demo");
    const post = () =>
      s.api("POST", "/document-sections", {
        token: editor,
        body: { sectionType: "appendix", title: "Race" },
      });
    const results = await Promise.all([post(), post(), post()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().fields.title).toBe(DOCUMENT_MESSAGES.sectionNameTaken);
    }
    expect(await s.sql("select 1 from document_sections where lower(title) = 'race'")).toHaveLength(1);
  });

  it("refuses an empty name, an unknown merge field, a bad type and sales, writing nothing", async () => {
    const before = await documentRows(s);
    const cases = [
      [
        "editor@msp.demo",
        { sectionType: "cover", title: "  " },
        400,
        { title: DOCUMENT_MESSAGES.nameRequired("Section") },
      ],
      [
        "editor@msp.demo",
        { sectionType: "cover", title: "X", html: "{{signature}}" },
        400,
        {
          signature: DOCUMENT_MESSAGES.unknownMergeField("signature"),
        },
      ],
      ["editor@msp.demo", { sectionType: "preface", title: "X" }, 400, undefined],
      ["sales@msp.demo", { sectionType: "cover", title: "X" }, 403, undefined],
      ["partner@link.demo", { sectionType: "cover", title: "X" }, 404, undefined],
    ] as const;
    for (const [email, body, status, fields] of cases) {
      const res = await s.api("POST", "/document-sections", { token: await token(email), body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (fields) expect(res.json().fields).toMatchObject(fields);
    }
    const missing = await s.api("POST", "/document-sections", {
      token: await token("editor@msp.demo"),
      body: { sectionType: "cover" },
    });
    expect(missing.json().fields.title).toBe(DOCUMENT_MESSAGES.nameRequired("Section"));
    expect(await documentRows(s)).toBe(before);
  });
});

describe("PUT /document-sections/{id}", () => {
  it("changes an own section with its version; stale is 409; a taken name 400", async () => {
    const a = await createTestSection(s, token, { title: "Alpha" });
    await createTestSection(s, token, { title: "Beta" });
    const editor = await token("editor@msp.demo");
    const ok = await s.api("PUT", `/document-sections/${a.id}`, {
      token: editor,
      body: { version: 1, title: "alpha", html: "<p>{{dealName}}</p><script>x</script>" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ title: "alpha", html: "<p>{{dealName}}</p>", version: 2 });
    const stale = await s.api("PUT", `/document-sections/${a.id}`, {
      token: editor,
      body: { version: 1, html: "" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    const taken = await s.api("PUT", `/document-sections/${a.id}`, {
      token: editor,
      body: { version: 2, title: "BETA" },
    });
    expect(taken.json().fields.title).toBe(DOCUMENT_MESSAGES.sectionNameTaken);
  });

  it("answers 403 on the platform's section and to sales, 404 on another MSP's, writing nothing", async () => {
    const own = await createTestSection(s, token, { title: "Gamma" });
    const before = await documentRows(s);
    for (const [id, email, status] of [
      [DEMO_SECTION_IDS.proposalScope, "owner@msp.demo", 403],
      [own.id, "sales@msp.demo", 403],
      [own.id, "admin@msp2.demo", 404],
      [UNKNOWN_ID, "editor@msp.demo", 404],
    ] as const) {
      const res = await s.api("PUT", `/document-sections/${id}`, {
        token: await token(email),
        body: { version: 1, html: "<p>x</p>" },
      });
      expect(res.statusCode, `${email} ${id}`).toBe(status);
    }
    const unknown = await s.api("PUT", `/document-sections/${own.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, html: "<p>{{ nope }}</p>" },
    });
    expect(unknown.json().fields.nope).toBe(DOCUMENT_MESSAGES.unknownMergeField("nope"));
    expect(await documentRows(s)).toBe(before);
  });

  it("refuses to turn away from acceptance the only acceptance section of a proposal template", async () => {
    const acceptance = await createTestSection(s, token, { title: "Sign here", sectionType: "acceptance" });
    await createTestTemplate(s, token, {
      templateType: "dynamic",
      html: "",
      sectionTypes: [{ sectionId: acceptance.id, visibility: "visible" }],
    });
    const res = await s.api("PUT", `/document-sections/${acceptance.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, sectionType: "appendix" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sectionType).toBe(DOCUMENT_MESSAGES.acceptanceRequired);
    const [row] = await s.sql<{ section_type: string }>(
      "select section_type from document_sections where id = $1",
      [acceptance.id],
    );
    expect(row?.section_type).toBe("acceptance");
  });
});

describe("DELETE /document-sections/{id}", () => {
  it("deletes an unused section and refuses one a template holds with 409 naming it", async () => {
    const unused = await createTestSection(s, token, { title: "Unused" });
    const editor = await token("editor@msp.demo");
    const res = await s.api("DELETE", `/document-sections/${unused.id}`, { token: editor });
    expect(res.statusCode).toBe(200);
    expect(await s.sql("select 1 from document_sections where id = $1", [unused.id])).toHaveLength(0);
    const used = await s.api("DELETE", `/document-sections/${DEMO_SECTION_IDS.northwindCover}`, {
      token: editor,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(TEMPLATE_MESSAGES.sectionInUse("“Northwind proposal”"));
    // The platform owner's section held by the platform's and Northwind's templates.
    const platform = await s.api("DELETE", `/document-sections/${DEMO_SECTION_IDS.proposalAcceptance}`, {
      token: await token("owner@platform.demo"),
    });
    expect(platform.statusCode).toBe(409);
    expect(
      await s.sql("select 1 from document_templates where id = $1", [DEMO_TEMPLATE_IDS.northwindProposal]),
    ).toHaveLength(1);
  });

  it("answers 403 on the platform's section and to sales, 404 on another MSP's, writing nothing", async () => {
    const own = await createTestSection(s, token, { title: "Delta" });
    const before = await documentRows(s);
    for (const [id, email, status] of [
      [DEMO_SECTION_IDS.proposalScope, "admin@msp.demo", 403],
      [own.id, "sales@msp.demo", 403],
      [own.id, "admin@msp2.demo", 404],
    ] as const) {
      const res = await s.api("DELETE", `/document-sections/${id}`, { token: await token(email) });
      expect(res.statusCode, email).toBe(status);
    }
    expect(await documentRows(s)).toBe(before);
  });
});
