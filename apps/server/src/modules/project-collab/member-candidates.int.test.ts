import { DEMO_IDS } from "@q2c/db";
import { MEMBER_CANDIDATES_LIMIT, PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, type TestProject } from "../../test/project-helpers.ts";
import { insertPartnerAccount } from "./collab-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
let isv: string;
let isp: string;
type Who = Parameters<typeof token>[0];

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum candidates" });
  litware = await createTestProject(s, token, {
    accountId: DEMO_IDS.litware,
    dealName: "Litware candidates",
  });
  isv = await insertPartnerAccount(s, "Candidate Apps", { companyType: "isv" });
  isp = await insertPartnerAccount(s, "Candidate Fibre", { companyType: "isp", flag: "is_isp" });
});

const candidates = async (who: Who, projectId: string, term?: string) =>
  s.api("GET", `/projects/${projectId}/member-candidates`, {
    token: await token(who),
    ...(term === undefined ? {} : { query: { term } }),
  });
const names = (res: { json(): unknown }) =>
  (res.json() as { accountName: string }[]).map((c) => c.accountName);

describe("GET /projects/:id/member-candidates", () => {
  it("finds partner accounts of other tenants by name, with their kind", async () => {
    const res = await candidates("sales@msp.demo", adatum.id, "fabri");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ id: DEMO_IDS.fabrikam, accountName: "Fabrikam Link", kind: "partner" }]);
    expect((await candidates("admin@msp.demo", adatum.id, "candidate")).json()).toEqual([
      { id: isv, accountName: "Candidate Apps", kind: "isv" },
      { id: isp, accountName: "Candidate Fibre", kind: "isp" },
    ]);
  });

  it("lists every kind POST /members accepts, by name, and no customer, MSP or platform", async () => {
    const res = await candidates("sales@msp.demo", adatum.id);
    expect(res.statusCode, res.body).toBe(200);
    const listed = names(res);
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
    expect(listed).toEqual(
      expect.arrayContaining([
        "Fabrikam Link",
        "Tailspin Distribution",
        "Proseware Devices",
        "Woodgrove Finance",
        "Candidate Apps",
        "Candidate Fibre",
      ]),
    );
    for (const party of ["Adatum Corp", "Litware Inc", "Northwind IT", "Contoso Managed", "Platform"]) {
      expect(listed).not.toContain(party);
    }
  });

  it("answers at most 25 accounts", async () => {
    for (let i = 0; i < MEMBER_CANDIDATES_LIMIT + 2; i++) {
      await insertPartnerAccount(s, `Bulk Partner ${String(i).padStart(2, "0")}`, {
        companyType: "distributor",
        flag: "is_distributor",
      });
    }
    const res = await candidates("sales@msp.demo", adatum.id, "bulk partner");
    expect(res.json()).toHaveLength(MEMBER_CANDIDATES_LIMIT);
    expect(names(res)[0]).toBe("Bulk Partner 00");
  });

  it("leaves out the quote's members", async () => {
    const added = await s.api("POST", `/projects/${adatum.id}/members`, {
      token: await token("sales@msp.demo"),
      body: { accountId: DEMO_IDS.fabrikam },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await candidates("sales@msp.demo", adatum.id, "fabrikam")).json()).toEqual([]);
    expect(names(await candidates("sales@msp.demo", litware.id, "fabrikam"))).toEqual(["Fabrikam Link"]);
  });

  it("answers 400 with the field for a term shorter than 2 characters", async () => {
    for (const term of ["f", " f ", ""]) {
      const res = await candidates("sales@msp.demo", adatum.id, term);
      expect(res.statusCode, term).toBe(400);
      expect(res.json().fields).toEqual({ term: PROJECT_MESSAGES.memberSearchTooShort });
    }
  });

  it("belongs to the quote's MSP: editor 403, another MSP, the customer and the partner 404", async () => {
    expect((await candidates("editor@msp.demo", adatum.id, "fab")).statusCode).toBe(403);
    expect((await candidates("admin@msp2.demo", adatum.id, "fab")).statusCode).toBe(404);
    expect((await candidates("user@customer.demo", adatum.id, "fab")).statusCode).toBe(404);
    expect((await candidates("user@customer.demo", litware.id, "fab")).statusCode).toBe(404);
    expect((await candidates("partner@link.demo", adatum.id, "fab")).statusCode).toBe(404);
  });
});
