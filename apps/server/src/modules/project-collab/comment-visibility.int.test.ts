import { CUSTOMER_EVENT_TYPES, PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { TINY_PNG, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  countRows,
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember } from "../projects/projects-test-helpers.ts";
import { multipartBody } from "./collab-test-helpers.ts";

// Issue 14's probe: an MSP administrator wrote "Internal: margin is thin, customer budget 10k" on a quote and
// its customer read it, with the whole feed. Comments carry a visibility; the feed shows outside the MSP
// only the allow-listed events (packages/domain projects/audience.ts).

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const INTERNAL = "Internal: margin is thin, customer budget 10k";
const FOR_CUSTOMER = "We can start the survey on Monday.";
let quote: TestProject;
let internal: { id: string; fileId: string };

const post = async (who: Email, body: Record<string, unknown>) =>
  s.api("POST", `/projects/${quote.id}/comments`, { token: await token(who), body });
const bodies = async (who: Email, path = `/projects/${quote.id}/comments`) =>
  ((await s.api("GET", path, { token: await token(who) })).json().data as { body: string }[]).map(
    (c) => c.body,
  );

beforeAll(async () => {
  quote = await createTestProject(s, token, { dealName: "Adatum visibility" });
  await addPartnerMember(s, quote.id);
  await shareTestProject(s, token, quote.id);
  const upload = multipartBody({ body: INTERNAL }, [
    { filename: "margins.png", bytes: TINY_PNG, contentType: "image/png" },
  ]);
  const res = await s.api("POST", `/projects/${quote.id}/comments`, {
    token: await token("admin@msp.demo"),
    body: upload.body,
    headers: upload.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  internal = { id: res.json().id, fileId: res.json().files[0].id };
  expect((await post("sales@msp.demo", { body: FOR_CUSTOMER, visibility: "customer" })).statusCode).toBe(201);
  // An MSP edit: the customer's feed must not show it.
  await s.api("PUT", `/projects/${quote.id}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, quote.id), dealName: "Adatum visibility, phase 1" },
  });
});

describe("comment visibility", () => {
  it("makes an MSP comment internal unless it says customer, and shows the MSP which is which", async () => {
    const list = await s.api("GET", `/projects/${quote.id}/comments`, {
      token: await token("engineer@msp.demo"),
    });
    expect(list.json().data.map((c: { body: string; visibility: string }) => [c.body, c.visibility])).toEqual(
      [
        [INTERNAL, "internal"],
        [FOR_CUSTOMER, "customer"],
      ],
    );
  });

  it("never shows an internal comment to the customer: comments, the quote's reads, files", async () => {
    expect(await bodies("user@customer.demo")).toEqual([FOR_CUSTOMER]);
    for (const path of [`/projects/${quote.id}?getComments=true`, `/quotes/${quote.id}`]) {
      const res = await s.api("GET", path, { token: await token("user@customer.demo") });
      expect(res.json().comments.map((c: { body: string }) => c.body)).toEqual([FOR_CUSTOMER]);
      expect(res.body).not.toContain("margin is thin");
    }
    const files = await s.api("GET", `/quotes/${quote.id}/files`, {
      token: await token("user@customer.demo"),
    });
    expect(files.json()).toEqual([]);
    const t = await token("user@customer.demo");
    const c = `/projects/${quote.id}/comments/${internal.id}`;
    const calls = [
      s.api("GET", `${c}/files/${internal.fileId}`, { token: t }),
      s.api("PUT", c, { token: t, body: { version: 1, body: "x" } }),
      s.api("PUT", `${c}/link`, { token: t, body: { link: null } }),
      s.api("DELETE", `${c}/files/${internal.fileId}`, { token: t }),
      s.api("DELETE", c, { token: t }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const like = await s.api("POST", `/projects/${quote.id}/likes`, {
      token: t,
      body: { targetId: internal.id },
    });
    expect(like.statusCode).toBe(400);
    expect(await countRows(s, "project_comments", quote.id)).toBe(2);
  });

  it("shows a member partner what the customer sees, and its own comments are for the customer too", async () => {
    expect(await bodies("partner@link.demo")).toEqual([FOR_CUSTOMER]);
    const own = await post("partner@link.demo", { body: "Cabling crew booked." });
    expect(own.statusCode).toBe(201);
    expect(own.json().visibility).toBe("customer");
    expect(await bodies("user@customer.demo")).toContain("Cabling crew booked.");
  });

  it("makes the customer's comments customer, and refuses an internal one (400, nothing written)", async () => {
    const mine = await post("user@customer.demo", { body: "Monday works." });
    expect(mine.json().visibility).toBe("customer");
    expect(await bodies("sales@msp.demo")).toContain("Monday works.");
    const before = await countRows(s, "project_comments", quote.id);
    const events = await countRows(s, "project_events", quote.id);
    for (const who of ["user@customer.demo", "partner@link.demo"] as const) {
      const res = await post(who, { body: "Secret", visibility: "internal" });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ visibility: PROJECT_MESSAGES.internalCommentOutside });
    }
    const bad = await post("sales@msp.demo", { body: "x", visibility: "everyone" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ visibility: PROJECT_MESSAGES.commentVisibilityInvalid });
    expect(await countRows(s, "project_comments", quote.id)).toBe(before);
    expect(await countRows(s, "project_events", quote.id)).toBe(events);
  });
});

describe("the feed outside the MSP", () => {
  const feed = async (who: Email, path = `/projects/${quote.id}/events?limit=100`) => {
    const data = (await s.api("GET", path, { token: await token(who) })).json();
    return (data.data ?? data.events) as { type: string; data: { excerpt?: string } }[];
  };

  it("shows the customer only the allow-listed events: shared, and its customer-visible comments", async () => {
    const events = await feed("user@customer.demo");
    expect(events.every((e) => (CUSTOMER_EVENT_TYPES as readonly string[]).includes(e.type))).toBe(true);
    expect(events.map((e) => e.type)).toContain("shared");
    const excerpts = events.filter((e) => e.type === "comment_added").map((e) => e.data.excerpt);
    expect(excerpts).toContain(FOR_CUSTOMER);
    expect(excerpts).not.toContain(INTERNAL);
    const read = await feed("user@customer.demo", `/projects/${quote.id}?getEvents=true`);
    expect(read.map((e) => e.type).sort()).toEqual(events.map((e) => e.type).sort());
    // The MSP reads everything: its edit, the creation, the internal comment.
    const msp = await feed("sales@msp.demo");
    expect(msp.map((e) => e.type)).toEqual(
      expect.arrayContaining(["created", "updated", "shared", "comment_added"]),
    );
    expect(msp.filter((e) => e.type === "comment_added").map((e) => e.data.excerpt)).toContain(INTERNAL);
  });

  it("shows a member partner the same allow-list", async () => {
    const events = await feed("partner@link.demo");
    expect(events.map((e) => e.type)).not.toContain("updated");
    expect(events.map((e) => e.data.excerpt)).not.toContain(INTERNAL);
    expect(events.map((e) => e.type)).toContain("shared");
  });
});
