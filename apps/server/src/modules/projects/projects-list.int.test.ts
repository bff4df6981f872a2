import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  createTestProject,
  LITWARE,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember, insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let wifi: TestProject;
let cameras: TestProject;
let litware: TestProject;
let archived: TestProject;

beforeAll(async () => {
  wifi = await oneSiteProject(s, token, { dealName: "Lx Office Wi-Fi" });
  await insertLine(s, token, wifi, wifi.locations[0]?.buildings[0]?.id ?? "", { quantity: "2", price: "50" });
  cameras = await createTestProject(s, token, { dealName: "Lx Cameras" });
  litware = await createTestProject(s, token, {
    accountId: LITWARE,
    dealName: "Lx Litware LAN",
  });
  archived = await createTestProject(s, token, { dealName: "Lx Old idea" });
  // Adatum's users list these two; the archived one stays unshared, as does Litware's.
  await shareTestProject(s, token, wifi.id);
  await shareTestProject(s, token, cameras.id);
  const res = await s.api("PUT", `/projects/${archived.id}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, archived.id), archived: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const list = async (
  email: Parameters<typeof token>[0],
  query: Record<string, string> = {},
  path = "/projects",
) => {
  const res = await s.api("GET", path, { token: await token(email), query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; [k: string]: unknown }[]; hasMore: boolean };
};
/** The quotes of this file, in the answer's order (the demo data has quotes of its own). */
const ids = (page: { data: { id: string }[] }) => {
  const mine = new Set([wifi.id, cameras.id, litware.id, archived.id]);
  return page.data.map((p) => p.id).filter((id) => mine.has(id));
};

describe("GET /projects", () => {
  it("lists the active quotes newest first with their stored figures", async () => {
    const page = await list("sales@msp.demo");
    expect(ids(page)).toEqual([litware.id, cameras.id, wifi.id]);
    expect(page.data.find((p) => p.id === wifi.id)).toMatchObject({
      dealName: "Lx Office Wi-Fi",
      accountName: "Adatum Corp",
      stage: "build",
      archived: false,
      oneTimeTotal: "100.00",
      lineCount: 1,
      version: await versionOf(s, wifi.id),
    });
  });

  it("filters by archived state, customer, stage and type", async () => {
    expect(ids(await list("sales@msp.demo", { archived: "archived" }))).toEqual([archived.id]);
    expect(ids(await list("sales@msp.demo", { archived: "all" }))).toHaveLength(4);
    expect(ids(await list("sales@msp.demo", { accountId: LITWARE }))).toEqual([litware.id]);
    expect(ids(await list("sales@msp.demo", { stage: "review" }))).toEqual([]);
    expect(ids(await list("sales@msp.demo", { type: "project" }))).toEqual([]);
    expect(ids(await list("sales@msp.demo", { type: "quote", accountId: ADATUM }))).toEqual([
      cameras.id,
      wifi.id,
    ]);
  });

  it("searches deal names, customer names and quote numbers", async () => {
    expect(ids(await list("sales@msp.demo", { search: "wi-fi" }))).toEqual([wifi.id]);
    expect(ids(await list("sales@msp.demo", { search: "litware" }))).toEqual([litware.id]);
    expect(ids(await list("sales@msp.demo", { search: String(cameras.quoteNumber) }))).toEqual([cameras.id]);
    expect(ids(await list("sales@msp.demo", { search: "100%_" }))).toEqual([]);
  });

  it("pages with a keyset cursor", async () => {
    const first = await list("sales@msp.demo", { limit: "2", search: "Lx " });
    expect(first).toMatchObject({ hasMore: true });
    expect(ids(first)).toEqual([litware.id, cameras.id]);
    const second = await list("sales@msp.demo", { limit: "2", search: "Lx ", startingAfter: cameras.id });
    expect(second).toMatchObject({ hasMore: false });
    expect(ids(second)).toEqual([wifi.id]);
  });

  it("shows a customer its own quotes, a partner those it is a member of, another MSP none", async () => {
    expect(ids(await list("user@customer.demo"))).toEqual([cameras.id, wifi.id]);
    expect(ids(await list("partner@link.demo"))).toEqual([]);
    await addPartnerMember(s, litware.id);
    expect(ids(await list("partner@link.demo"))).toEqual([litware.id]);
    expect(ids(await list("admin@msp2.demo"))).toEqual([]);
  });

  it("answers 403 to a role outside the quotes rule and 400 to a bad filter", async () => {
    const editor = await s.api("GET", "/projects", { token: await token("editor@msp.demo") });
    expect(editor.statusCode).toBe(403);
    const bad = await s.api("GET", "/projects", {
      token: await token("sales@msp.demo"),
      query: { stage: "won", limit: "500" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["limit", "stage"]);
  });
});

describe("GET /quotes", () => {
  it("answers the same list as GET /projects", async () => {
    expect(ids(await list("sales@msp.demo", { search: "wi-fi" }, "/quotes"))).toEqual([wifi.id]);
    expect(ids(await list("user@customer.demo", {}, "/quotes"))).toEqual([cameras.id, wifi.id]);
    const editor = await s.api("GET", "/quotes", { token: await token("editor@msp.demo") });
    expect(editor.statusCode).toBe(403);
  });
});
