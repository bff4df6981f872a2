import { DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { addTestLine, createTestProject, TWO_SITES } from "../../test/project-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const LITWARE_QUOTE = DEMO_PROJECT_IDS.litwareNetwork;
const DEMO_QUOTES: string[] = [ADATUM_QUOTE, LITWARE_QUOTE];

const get = async (path: string, email: Email, query?: Record<string, string>) =>
  s.api("GET", path, { token: await token(email), ...(query ? { query } : {}) });

/** Names the caller in the tasks of the quote's first bundle product with tasks, or of its first one. */
async function assignTask(projectId: string, email: string, completion: string | null = null) {
  const userId = await userIdOf(s, email);
  await s.sql(
    `update project_bundle_products set tasks = jsonb_build_object('items', jsonb_build_array('Walk the site'),
       'users', jsonb_build_array($2::text), 'targetCompletion', '2027-01-10', 'completion', $3::text)
     where id = (select id from project_bundle_products where project_id = $1 order by position, id limit 1)`,
    [projectId, userId, completion],
  );
}

describe("GET /quotes/todos", () => {
  it("gives the engineer the open task of the demo quote that names them", async () => {
    const res = await get("/quotes/todos", "engineer@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        projectId: ADATUM_QUOTE,
        dealName: "Adatum HQ Wi-Fi refresh",
        quoteNumber: 1,
        kind: "task",
        text: "Office Wi-Fi (per 2,500 sq ft): Confirm ceiling heights with facilities; Book the scissor lift for the warehouse",
        due: "2026-12-15",
      },
    ]);
    expect((await get("/quotes/todos", "finance@msp.demo")).json()).toEqual([]);
  });

  it("lists the caller's own quotes still in build without lines, until a line is added", async () => {
    const quote = await createTestProject(
      s,
      token,
      { dealName: "Empty one", locations: TWO_SITES },
      "manager@msp.demo",
    );
    const todos = (await get("/quotes/todos", "manager@msp.demo")).json();
    expect(todos).toEqual([
      expect.objectContaining({ projectId: quote.id, kind: "empty_quote", dealName: "Empty one", due: null }),
    ]);
    expect((await get("/quotes/todos", "admin@msp.demo")).json()).toEqual([]);
    await addTestLine(s, token, quote.id, quote.buildingIds[0]!);
    expect((await get("/quotes/todos", "manager@msp.demo")).json()).toEqual([]);
  });

  it("drops a task once it is completed", async () => {
    await assignTask(LITWARE_QUOTE, "ops@msp.demo");
    expect((await get("/quotes/todos", "ops@msp.demo")).json()).toHaveLength(1);
    await assignTask(LITWARE_QUOTE, "ops@msp.demo", "2027-01-09");
    expect((await get("/quotes/todos", "ops@msp.demo")).json()).toEqual([]);
  });

  it("shows a customer tasks of its own quotes only, and another MSP none of Northwind's", async () => {
    await assignTask(LITWARE_QUOTE, "user@customer.demo");
    expect((await get("/quotes/todos", "user@customer.demo")).json()).toEqual([]);
    await assignTask(ADATUM_QUOTE, "user@customer.demo");
    expect((await get("/quotes/todos", "user@customer.demo")).json()).toEqual([
      expect.objectContaining({
        projectId: ADATUM_QUOTE,
        kind: "task",
        text: "Office Wi-Fi (per 2,500 sq ft): Walk the site",
      }),
    ]);
    await assignTask(LITWARE_QUOTE, "admin@msp2.demo");
    expect((await get("/quotes/todos", "admin@msp2.demo")).json()).toEqual([]);
  });

  it("refuses the editor role (403)", async () => {
    expect((await get("/quotes/todos", "editor@msp.demo")).statusCode).toBe(403);
  });
});

describe("GET /quotes/projects", () => {
  it("lists won quotes only, newest first, page by page", async () => {
    expect((await get("/quotes/projects", "sales@msp.demo")).json()).toEqual({ data: [], hasMore: false });
    await s.sql("update projects set type = 'project' where id in ($1, $2)", [ADATUM_QUOTE, LITWARE_QUOTE]);
    const first = (await get("/quotes/projects", "sales@msp.demo", { limit: "1" })).json();
    expect(first.data.map((p: { id: string }) => p.id)).toEqual([LITWARE_QUOTE]);
    expect(first.data[0]).toMatchObject({
      type: "project",
      accountName: "Litware Inc",
      dealName: "Litware office network",
      termTotal: "15393.00",
      lineCount: 7,
    });
    expect(first.hasMore).toBe(true);
    const next = (
      await get("/quotes/projects", "sales@msp.demo", { limit: "1", startingAfter: LITWARE_QUOTE })
    ).json();
    expect(next).toEqual({ data: [expect.objectContaining({ id: ADATUM_QUOTE })], hasMore: false });
    const found = (await get("/quotes/projects", "sales@msp.demo", { search: "adatum" })).json();
    expect(found.data.map((p: { id: string }) => p.id)).toEqual([ADATUM_QUOTE]);
  });

  it("shows a customer its own projects only and another MSP none", async () => {
    const mine = (await get("/quotes/projects", "user@customer.demo")).json();
    expect(mine.data.map((p: { id: string }) => p.id)).toEqual([ADATUM_QUOTE]);
    expect((await get("/quotes/projects", "admin@msp2.demo")).json().data).toEqual([]);
  });

  it("answers 403 to the editor and 400 to a bad page or stage", async () => {
    expect((await get("/quotes/projects", "editor@msp.demo")).statusCode).toBe(403);
    const queries: Record<string, string>[] = [
      { limit: "0" },
      { limit: "101" },
      { stage: "won" },
      { startingAfter: "x" },
    ];
    for (const query of queries) {
      const res = await get("/quotes/projects", "sales@msp.demo", query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([Object.keys(query)[0]]);
    }
  });
});

describe("GET /quotes/news-feed", () => {
  const feed = async (email: Email, query?: Record<string, string>) =>
    (await get("/quotes/news-feed", email, query)).json() as {
      data: {
        id: string;
        type: string;
        projectId: string;
        accountId: string;
        dealName: string;
        likeCount: number;
        likedByMe: boolean;
      }[];
      hasMore: boolean;
    };

  it("lists events of every quote the caller sees, newest first, with the quote and customer", async () => {
    const res = await get("/quotes/news-feed", "sales@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    const demo = res.json().data.filter((e: { projectId: string }) => DEMO_QUOTES.includes(e.projectId));
    expect(demo.map((e: { dealName: string; type: string }) => [e.dealName, e.type])).toEqual([
      ["Litware office network", "created"],
      ["Adatum HQ Wi-Fi refresh", "shared"],
      ["Adatum HQ Wi-Fi refresh", "stage_changed"],
      ["Adatum HQ Wi-Fi refresh", "version_saved"],
      ["Adatum HQ Wi-Fi refresh", "created"],
    ]);
    expect(demo[0]).toMatchObject({
      accountId: DEMO_IDS.litware,
      accountName: "Litware Inc",
      actorName: "Sam Sales",
    });
  });

  it("filters by customer account and pages by limit and offset", async () => {
    const litware = await feed("sales@msp.demo", { accountId: DEMO_IDS.litware });
    expect(litware.data.every((e) => e.projectId === LITWARE_QUOTE)).toBe(true);
    const all = await feed("sales@msp.demo");
    const page1 = await feed("sales@msp.demo", { limit: "2" });
    const page2 = await feed("sales@msp.demo", { limit: "2", offset: "2" });
    expect(page1.hasMore).toBe(true);
    expect([...page1.data, ...page2.data].map((e) => e.id)).toEqual(all.data.slice(0, 4).map((e) => e.id));
    const last = await feed("sales@msp.demo", { offset: String(all.data.length - 1) });
    expect(last).toEqual({ data: [all.data.at(-1)], hasMore: false });
  });

  it("answers 50 events by default", async () => {
    await s.sql(
      `insert into project_events (tenant_id, id, project_id, type, data)
       select $1, gen_random_uuid(), $2, 'updated', '{}'::jsonb from generate_series(1, 55)`,
      [DEMO_IDS.northwind, LITWARE_QUOTE],
    );
    const page = await feed("admin@msp.demo");
    expect(page.data).toHaveLength(50);
    expect(page.hasMore).toBe(true);
  });

  it("counts likes and says whether the caller liked each event", async () => {
    const [event] = await s.sql<{ id: string }>(
      "select id from project_events where project_id = $1 and type = 'version_saved'",
      [ADATUM_QUOTE],
    );
    await s.sql(
      "insert into project_likes (tenant_id, project_id, target_id, user_id) values ($1, $2, $3, $4)",
      [DEMO_IDS.northwind, ADATUM_QUOTE, event?.id, await userIdOf(s, "sales@msp.demo")],
    );
    const liked = (who: Email) =>
      feed(who, { accountId: DEMO_IDS.adatum }).then((f) => f.data.find((e) => e.id === event?.id));
    expect(await liked("sales@msp.demo")).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await liked("admin@msp.demo")).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it("shows a customer its own shared quotes' shared events, a partner those it is a member of, another MSP none", async () => {
    const customer = await feed("user@customer.demo");
    // Of the demo Adatum quote, what was shared with Adatum: not how the MSP built it.
    expect(customer.data.map((e) => [e.projectId, e.type])).toEqual([[ADATUM_QUOTE, "shared"]]);
    expect((await feed("user@customer.demo", { accountId: DEMO_IDS.litware })).data).toEqual([]);
    expect((await feed("admin@msp2.demo")).data).toEqual([]);
    expect((await feed("partner@link.demo")).data).toEqual([]);
    await s.sql(
      `insert into project_members (tenant_id, id, project_id, member_account_id, member_tenant_id)
       values ($1, gen_random_uuid(), $2, $3, $3)`,
      [DEMO_IDS.northwind, LITWARE_QUOTE, DEMO_IDS.fabrikam],
    );
    // A member reads what outside audiences read: Litware's quote was never shared, its edits are the MSP's.
    expect((await feed("partner@link.demo")).data).toEqual([]);
    const comment = await s.api("POST", `/projects/${LITWARE_QUOTE}/comments`, {
      token: await token("sales@msp.demo"),
      body: { body: "Cabling starts Monday.", visibility: "customer" },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const partner = await feed("partner@link.demo");
    expect(partner.data.map((e) => [e.projectId, e.type])).toEqual([[LITWARE_QUOTE, "comment_added"]]);
  });

  it("answers 403 to the editor and 400 to a bad limit, offset or account", async () => {
    expect((await get("/quotes/news-feed", "editor@msp.demo")).statusCode).toBe(403);
    const queries: Record<string, string>[] = [
      { limit: "0" },
      { limit: "201" },
      { offset: "-1" },
      { accountId: "adatum" },
    ];
    for (const query of queries) {
      const res = await get("/quotes/news-feed", "sales@msp.demo", query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([Object.keys(query)[0]]);
    }
  });
});
