import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  countRows,
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { insertTestLine } from "./collab-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum Wi-Fi" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware Wi-Fi" });
});

const post = async (who: Parameters<typeof token>[0], projectId: string, body: object) =>
  s.api("POST", `/projects/${projectId}/comments`, { token: await token(who), body });

describe("POST and GET /projects/:id/comments", () => {
  it("lets the MSP and the quote's customer talk in one thread, oldest first, without a new version", async () => {
    const before = await versionOf(s, adatum.id);
    const first = await post("sales@msp.demo", adatum.id, { body: "  Site survey booked for Monday.  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      projectId: adatum.id,
      authorName: "Sam Sales",
      body: "Site survey booked for Monday.",
      files: [],
      link: null,
      likeCount: 0,
      likedByMe: false,
      editedAt: null,
      version: 1,
    });
    const second = await post("user@customer.demo", adatum.id, { body: "Thanks, we will be there." });
    expect(second.statusCode).toBe(201);
    expect(second.json().authorName).toBe("Ada Tum");

    const list = await s.api("GET", `/projects/${adatum.id}/comments`, {
      token: await token("engineer@msp.demo"),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { body: string }) => c.body)).toEqual([
      "Site survey booked for Monday.",
      "Thanks, we will be there.",
    ]);
    const page = await s.api("GET", `/projects/${adatum.id}/comments`, {
      token: await token("engineer@msp.demo"),
      query: { limit: "1" },
    });
    expect(page.json()).toMatchObject({ hasMore: true, data: [{ id: first.json().id }] });
    const next = await s.api("GET", `/projects/${adatum.id}/comments`, {
      token: await token("engineer@msp.demo"),
      query: { limit: "1", startingAfter: first.json().id },
    });
    expect(next.json()).toMatchObject({ hasMore: false, data: [{ id: second.json().id }] });

    expect(await versionOf(s, adatum.id)).toBe(before);
    const [event] = await s.sql<{ type: string; data: { commentId: string } }>(
      "select type, data from project_events where project_id = $1 and type = 'comment_added' order by id limit 1",
      [adatum.id],
    );
    expect(event).toMatchObject({ type: "comment_added", data: { commentId: first.json().id } });
  });

  it("links a comment to a building of the quote and refuses one of another quote, writing nothing", async () => {
    const { buildingId, lineId } = await insertTestLine(s, adatum.id, { partNumber: "MR46-HW", cost: "900" });
    const linked = await post("sales@msp.demo", adatum.id, {
      body: "About this building",
      link: { buildingId },
    });
    expect(linked.json().link).toEqual({ buildingId });
    const other = await insertTestLine(s, litware.id, { partNumber: "MR46-HW", cost: "900" });
    const before = await countRows(s, "project_comments", adatum.id);
    const bad = await post("sales@msp.demo", adatum.id, {
      body: "Wrong",
      link: { buildingId: other.buildingId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ "link.buildingId": PROJECT_MESSAGES.unknownBuilding });
    const line = await post("sales@msp.demo", adatum.id, { body: "About a line", link: { lineId } });
    expect(line.json().link).toEqual({ lineId });
    expect(await countRows(s, "project_comments", adatum.id)).toBe(before + 1);
  });

  it("answers 400 for an empty comment and a malformed link, writing nothing", async () => {
    const before = await countRows(s, "project_comments", adatum.id);
    const events = await countRows(s, "project_events", adatum.id);
    const empty = await post("sales@msp.demo", adatum.id, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: PROJECT_MESSAGES.commentRequired });
    const badLink = await post("sales@msp.demo", adatum.id, { body: "x", link: { buildingId: "nope" } });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields).toEqual({ "link.buildingId": expect.any(String) });
    expect(await countRows(s, "project_comments", adatum.id)).toBe(before);
    expect(await countRows(s, "project_events", adatum.id)).toBe(events);
  });

  it("denies the editor role (403), another MSP (404) and a customer on another customer's quote (404)", async () => {
    expect((await post("editor@msp.demo", adatum.id, { body: "Hi" })).statusCode).toBe(403);
    expect((await post("admin@msp2.demo", adatum.id, { body: "Hi" })).statusCode).toBe(404);
    expect((await post("user@customer.demo", litware.id, { body: "Hi" })).statusCode).toBe(404);
    expect((await post("partner@link.demo", adatum.id, { body: "Hi" })).statusCode).toBe(404);
    for (const who of ["editor@msp.demo", "admin@msp2.demo"] as const) {
      const res = await s.api("GET", `/projects/${adatum.id}/comments`, { token: await token(who) });
      expect(res.statusCode).toBe(who === "editor@msp.demo" ? 403 : 404);
    }
    const litwareList = await s.api("GET", `/projects/${litware.id}/comments`, {
      token: await token("user@customer.demo"),
    });
    expect(litwareList.statusCode).toBe(404);
    expect(await countRows(s, "project_comments", litware.id)).toBe(0);
  });

  it("lets a link partner comment once it is a member of the quote", async () => {
    const add = await s.api("POST", `/projects/${adatum.id}/members`, {
      token: await token("sales@msp.demo"),
      body: { accountId: DEMO_IDS.fabrikam },
    });
    expect(add.statusCode).toBe(201);
    const res = await post("partner@link.demo", adatum.id, { body: "Fabrikam can install in week 12." });
    expect(res.statusCode).toBe(201);
    expect(res.json().authorName).toBe("Fay Brik");
  });
});

describe("PUT /projects/:id/comments/:commentId and .../link", () => {
  let commentId: string;
  beforeAll(async () => {
    commentId = (await post("user@customer.demo", adatum.id, { body: "Can we start earlier?" })).json().id;
  });

  it("lets the author change the text with the comment's version; a stale version is 409, nothing written", async () => {
    const t = await token("user@customer.demo");
    const res = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}`, {
      token: t,
      body: { version: 1, body: "Can we start a week earlier?" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ body: "Can we start a week earlier?", version: 2 });
    expect(res.json().editedAt).not.toBeNull();
    const stale = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}`, {
      token: t,
      body: { version: 1, body: "Overwritten?" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    const [row] = await s.sql<{ body: string }>("select body from project_comments where id = $1", [
      commentId,
    ]);
    expect(row?.body).toBe("Can we start a week earlier?");
  });

  it("refuses anyone but the author (403), an empty text (400) and another tenant (404)", async () => {
    const put = async (who: Parameters<typeof token>[0], body: object) =>
      s.api("PUT", `/projects/${adatum.id}/comments/${commentId}`, { token: await token(who), body });
    const admin = await put("admin@msp.demo", { version: 2, body: "Edited by admin" });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(PROJECT_MESSAGES.notCommentAuthor);
    expect((await put("editor@msp.demo", { version: 2, body: "x" })).statusCode).toBe(403);
    expect((await put("admin@msp2.demo", { version: 2, body: "x" })).statusCode).toBe(404);
    const empty = await put("user@customer.demo", { version: 2, body: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("body");
    const [row] = await s.sql<{ version: number }>("select version from project_comments where id = $1", [
      commentId,
    ]);
    expect(row?.version).toBe(2);
  });

  it("sets and clears the link (author only)", async () => {
    const { lineId } = await insertTestLine(s, adatum.id, { partNumber: "MS120-24P-HW", cost: null });
    const t = await token("user@customer.demo");
    const set = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}/link`, {
      token: t,
      body: { link: { lineId } },
    });
    expect(set.json()).toMatchObject({ link: { lineId }, version: 3 });
    const cleared = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}/link`, {
      token: t,
      body: { link: null },
    });
    expect(cleared.json().link).toBeNull();
    const other = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}/link`, {
      token: await token("sales@msp.demo"),
      body: { link: null },
    });
    expect(other.statusCode).toBe(403);
    const unknown = await s.api("PUT", `/projects/${adatum.id}/comments/${commentId}/link`, {
      token: t,
      body: { link: { lineId: litware.id } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ "link.lineId": PROJECT_MESSAGES.unknownLine });
  });
});

describe("DELETE /projects/:id/comments/:commentId", () => {
  it("lets the author delete, and an administrator of the quote's MSP moderate; others get 403", async () => {
    const mine = (await post("user@customer.demo", adatum.id, { body: "Mine" })).json().id;
    const theirs = (await post("user@customer.demo", adatum.id, { body: "Moderated" })).json().id;
    const del = async (who: Parameters<typeof token>[0], id: string) =>
      s.api("DELETE", `/projects/${adatum.id}/comments/${id}`, { token: await token(who) });
    const sales = await del("sales@msp.demo", theirs);
    expect(sales.statusCode).toBe(403);
    expect(sales.json().message).toBe(PROJECT_MESSAGES.notCommentAuthorOrAdmin);
    expect((await del("editor@msp.demo", theirs)).statusCode).toBe(403);
    expect((await del("admin@msp2.demo", theirs)).statusCode).toBe(404);
    expect((await del("user@customer.demo", mine)).json()).toEqual({ id: mine });
    expect((await del("admin@msp.demo", theirs)).statusCode).toBe(200);
    const left = await s.sql("select 1 from project_comments where id = any($1::uuid[])", [[mine, theirs]]);
    expect(left).toHaveLength(0);
    const [event] = await s.sql<{ data: Record<string, unknown> }>(
      "select data from project_events where data->>'commentId' = $1",
      [theirs],
    );
    expect(event?.data).toMatchObject({ commentId: theirs, deleted: true });
    expect(event?.data).not.toHaveProperty("excerpt");
    expect((await del("admin@msp.demo", theirs)).statusCode).toBe(404);
  });
});
