import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
const comments: string[] = [];

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum feed" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware feed" });
  const t = await token("sales@msp.demo");
  for (const body of ["one", "two", "three"]) {
    const res = await s.api("POST", `/projects/${adatum.id}/comments`, {
      token: t,
      body: { body, visibility: "customer" },
    });
    comments.push(res.json().id);
  }
});

const excerpts = (res: { json(): { data: { data: { excerpt?: string } }[] } }) =>
  res
    .json()
    .data.map((e) => e.data.excerpt)
    .filter(Boolean);

describe("GET /projects/:id/events", () => {
  it("pages the feed newest first with actor names", async () => {
    const t = await token("user@customer.demo");
    const first = await s.api("GET", `/projects/${adatum.id}/events`, { token: t, query: { limit: "2" } });
    expect(first.statusCode).toBe(200);
    expect(first.json().hasMore).toBe(true);
    expect(excerpts(first)).toEqual(["three", "two"]);
    expect(first.json().data[0]).toMatchObject({
      type: "comment_added",
      actorName: "Sam Sales",
      likeCount: 0,
      likedByMe: false,
    });
    const last = first.json().data[1].id;
    const rest = await s.api("GET", `/projects/${adatum.id}/events`, {
      token: t,
      query: { limit: "100", startingAfter: last },
    });
    expect(excerpts(rest)).toEqual(["one"]);
    expect(rest.json().hasMore).toBe(false);
  });

  it("answers 403 to the editor, 404 to another MSP and to a customer on another customer's quote", async () => {
    const get = async (who: Parameters<typeof token>[0], id: string) =>
      (await s.api("GET", `/projects/${id}/events`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", adatum.id)).toBe(403);
    expect(await get("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
    expect(await get("partner@link.demo", adatum.id)).toBe(404);
  });

  it("answers 400 for a limit out of range", async () => {
    const res = await s.api("GET", `/projects/${adatum.id}/events`, {
      token: await token("sales@msp.demo"),
      query: { limit: "1000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("limit");
  });
});

describe("likes", () => {
  it("likes a comment and an event once per user, shown in lists and summaries", async () => {
    const [event] = await s.sql<{ id: string }>(
      "select id from project_events where project_id = $1 order by id limit 1",
      [adatum.id],
    );
    const like = async (who: Parameters<typeof token>[0], targetId: string) =>
      s.api("POST", `/projects/${adatum.id}/likes`, { token: await token(who), body: { targetId } });
    const before = await versionOf(s, adatum.id);
    const first = await like("user@customer.demo", comments[0]!);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ targetId: comments[0], count: 1, likedByMe: true });
    expect((await like("user@customer.demo", comments[0]!)).json().count).toBe(1);
    expect((await like("sales@msp.demo", comments[0]!)).json().count).toBe(2);
    expect((await like("sales@msp.demo", event!.id)).json().count).toBe(1);

    const list = await s.api("GET", `/projects/${adatum.id}/likes`, {
      token: await token("user@customer.demo"),
    });
    expect(list.statusCode).toBe(200);
    const byTarget = Object.fromEntries(
      list.json().map((l: { targetId: string; count: number; likedByMe: boolean }) => [l.targetId, l]),
    );
    expect(byTarget[comments[0]!]).toMatchObject({ count: 2, likedByMe: true });
    // The quote's creation is the MSP's business: the customer reads neither the event nor its likes.
    expect(byTarget[event!.id]).toBeUndefined();
    const mspList = await s.api("GET", `/projects/${adatum.id}/likes`, {
      token: await token("admin@msp.demo"),
    });
    expect(mspList.json()).toContainEqual(expect.objectContaining({ targetId: event!.id, count: 1 }));
    const commentsList = await s.api("GET", `/projects/${adatum.id}/comments`, {
      token: await token("sales@msp.demo"),
    });
    expect(commentsList.json().data[0]).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(await versionOf(s, adatum.id)).toBe(before);
  });

  it("takes back only the caller's own like", async () => {
    const res = await s.api("DELETE", `/projects/${adatum.id}/likes/${comments[0]}`, {
      token: await token("user@customer.demo"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, likedByMe: false });
  });

  it("answers 400 for a target that is not an event or comment of this quote, writing nothing", async () => {
    const t = await token("sales@msp.demo");
    const before = await countOf(s, "select 1 from project_likes");
    for (const targetId of [litware.id, adatum.id, "not-a-uuid"]) {
      const res = await s.api("POST", `/projects/${adatum.id}/likes`, { token: t, body: { targetId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("targetId");
    }
    const res = await s.api("POST", `/projects/${litware.id}/likes`, {
      token: t,
      body: { targetId: comments[1] },
    });
    expect(res.json().fields).toEqual({ targetId: PROJECT_MESSAGES.unknownLikeTarget });
    expect(await countOf(s, "select 1 from project_likes")).toBe(before);
  });

  it("denies the editor (403), another MSP (404) and a customer on another customer's quote (404)", async () => {
    const body = { targetId: comments[1] };
    const like = async (who: Parameters<typeof token>[0], id: string) =>
      (await s.api("POST", `/projects/${id}/likes`, { token: await token(who), body })).statusCode;
    expect(await like("editor@msp.demo", adatum.id)).toBe(403);
    expect(await like("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await like("user@customer.demo", litware.id)).toBe(404);
    const unlike = await s.api("DELETE", `/projects/${adatum.id}/likes/${comments[1]}`, {
      token: await token("admin@msp2.demo"),
    });
    expect(unlike.statusCode).toBe(404);
    const list = await s.api("GET", `/projects/${adatum.id}/likes`, {
      token: await token("editor@msp.demo"),
    });
    expect(list.statusCode).toBe(403);
  });
});

describe("POST and DELETE /projects/:id/watch", () => {
  it("starts and stops watching for the caller, repeatably, without a new version", async () => {
    const t = await token("user@customer.demo");
    const before = await versionOf(s, adatum.id);
    expect((await s.api("POST", `/projects/${adatum.id}/watch`, { token: t })).json()).toEqual({
      watching: true,
    });
    expect((await s.api("POST", `/projects/${adatum.id}/watch`, { token: t })).json()).toEqual({
      watching: true,
    });
    expect(await countOf(s, "select 1 from project_watchers where project_id = $1", [adatum.id])).toBe(1);
    expect((await s.api("DELETE", `/projects/${adatum.id}/watch`, { token: t })).json()).toEqual({
      watching: false,
    });
    expect(await countOf(s, "select 1 from project_watchers where project_id = $1", [adatum.id])).toBe(0);
    expect(await versionOf(s, adatum.id)).toBe(before);
  });

  it("denies the editor (403), another MSP (404) and a customer on another customer's quote (404)", async () => {
    const watch = async (who: Parameters<typeof token>[0], id: string, method: "POST" | "DELETE" = "POST") =>
      (await s.api(method, `/projects/${id}/watch`, { token: await token(who) })).statusCode;
    expect(await watch("editor@msp.demo", adatum.id)).toBe(403);
    expect(await watch("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await watch("user@customer.demo", litware.id)).toBe(404);
    expect(await watch("admin@msp2.demo", adatum.id, "DELETE")).toBe(404);
    expect(await countOf(s, "select 1 from project_watchers where project_id = $1", [litware.id])).toBe(0);
  });
});
