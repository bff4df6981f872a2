import { DEMO_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { TINY_PNG, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, shareTestProject, type TestProject } from "../../test/project-helpers.ts";
import { multipartBody } from "../project-collab/collab-test-helpers.ts";

// Until the MSP shares a quote, its customer's users neither list it nor open anything of it: every call
// under /projects/{id} and /quotes/{id}, the lists, feeds and summaries, and the files of its comments.

const s = useTestServer();
const token = tokensFor(() => s);
const OTHER = "0190a000-0000-7000-8000-00000000beef";
let quote: TestProject;
let commentId: string;
let fileId: string;

beforeAll(async () => {
  quote = await createTestProject(s, token, { dealName: "Unshared Adatum plan" });
  // A comment for the customer's eyes, with a file: still unseen while the quote is not shared.
  const upload = multipartBody({ body: "For Adatum, once shared", visibility: "customer" }, [
    { filename: "plan.png", bytes: TINY_PNG, contentType: "image/png" },
  ]);
  const res = await s.api("POST", `/projects/${quote.id}/comments`, {
    token: await token("sales@msp.demo"),
    body: upload.body,
    headers: upload.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  commentId = res.json().id;
  fileId = res.json().files[0].id;
});

const customer = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  s.api(method, path, { token: await token("user@customer.demo"), ...(body === undefined ? {} : { body }) });

/** A route's path with the unshared quote, its comment and file, and another id for anything else. */
const pathOf = (url: string) =>
  url
    .replace(/^\/api\/v1/, "")
    .replace(":id", quote.id)
    .replace(":commentId", commentId)
    .replace(":fileId", fileId)
    .replace(":targetId", commentId)
    .replace(/:\w+/g, OTHER);

const quoteRoutes = () =>
  s.app.routeAccess.filter(
    (r) => /^\/api\/v1\/(projects|quotes)\/:id(\/|$)/.test(r.url) && !("public" in r.access),
  );

describe("a quote its MSP has not shared", () => {
  it("answers 404 to the customer on every call under /projects/{id} and /quotes/{id} that needs no body", async () => {
    const routes = quoteRoutes().filter((r) => r.method === "GET" || r.method === "DELETE");
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const res = await customer(r.method as "GET", pathOf(r.url));
      expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 404`);
    }
  });

  it("answers 404 (or 400 for a body that cannot be read) to the customer on the calls that take one", async () => {
    const routes = quoteRoutes().filter((r) => !["GET", "DELETE"].includes(r.method));
    for (const r of routes) {
      const res = await customer(r.method as "POST", pathOf(r.url), {});
      expect([400, 404], `${r.method} ${r.url}`).toContain(res.statusCode);
    }
    // The customer's own writes on a quote it sees, with bodies they would take: 404 all the same.
    const writes = [
      customer("POST", `/projects/${quote.id}/comments`, { body: "Hello?" }),
      customer("PUT", `/projects/${quote.id}/comments/${commentId}`, { version: 1, body: "Edited" }),
      customer("PUT", `/projects/${quote.id}/comments/${commentId}/link`, { link: null }),
      customer("POST", `/projects/${quote.id}/likes`, { targetId: commentId }),
      customer("POST", `/projects/${quote.id}/watch`),
    ];
    expect((await Promise.all(writes)).map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const [row] = await s.sql<{ n: number }>(
      "select count(*)::int as n from project_comments where project_id = $1",
      [quote.id],
    );
    expect(row?.n).toBe(1);
  });

  it("is left out of the customer's lists, feeds, to-dos and summary, and its comment's file is not served", async () => {
    const ids = async (path: string) =>
      ((await customer("GET", path)).json().data as { id: string; projectId?: string }[]).map(
        (q) => q.projectId ?? q.id,
      );
    expect(await ids("/projects?limit=100")).not.toContain(quote.id);
    expect(await ids("/quotes?limit=100")).not.toContain(quote.id);
    expect(await ids("/quotes/news-feed?limit=200")).not.toContain(quote.id);
    const todos = (await customer("GET", "/quotes/todos")).json() as { projectId: string }[];
    expect(todos.map((t) => t.projectId)).not.toContain(quote.id);
    const summary = async () =>
      (await customer("GET", `/accounts/${DEMO_IDS.adatum}/projects-summary`)).json();
    const before = await summary();
    expect((await customer("GET", `/files/${fileId}`)).statusCode).toBe(404);

    await shareTestProject(s, token, quote.id);
    expect(await ids("/quotes?limit=100")).toContain(quote.id);
    expect((await summary()).byStage.build.count).toBe(before.byStage.build.count + 1);
    // Shared, the file comes through its comment's address (which checks the comment), never /files/{id}.
    expect(
      (await customer("GET", `/projects/${quote.id}/comments/${commentId}/files/${fileId}`)).statusCode,
    ).toBe(200);
    expect((await customer("GET", `/files/${fileId}`)).statusCode).toBe(404);
  });
});
