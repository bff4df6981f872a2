import { DEMO_IDS } from "@q2c/db";
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

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
type Who = Parameters<typeof token>[0];

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum discovery" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware discovery" });
});

const create = async (who: Who, projectId: string, body: object) =>
  s.api("POST", `/projects/${projectId}/answers`, { token: await token(who), body });

describe("discovery answers", () => {
  let answerId: string;

  it("adds questions in order and lists them to everyone who sees the quote, without a new version", async () => {
    const before = await versionOf(s, adatum.id);
    const first = await create("sales@msp.demo", adatum.id, { question: "How many users per floor?" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      question: "How many users per floor?",
      answer: "",
      position: 0,
      version: 1,
    });
    answerId = first.json().id;
    const second = await create("engineer@msp.demo", adatum.id, {
      question: "Ceiling height?",
      answer: "3 m",
    });
    expect(second.json()).toMatchObject({ position: 1, answer: "3 m" });
    const list = await s.api("GET", `/projects/${adatum.id}/answers`, {
      token: await token("user@customer.demo"),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { question: string }) => a.question)).toEqual([
      "How many users per floor?",
      "Ceiling height?",
    ]);
    expect(await versionOf(s, adatum.id)).toBe(before);
  });

  it("shows the answers to a link partner only once it is a member", async () => {
    const get = async () =>
      (await s.api("GET", `/projects/${adatum.id}/answers`, { token: await token("partner@link.demo") }))
        .statusCode;
    expect(await get()).toBe(404);
    await s.api("POST", `/projects/${adatum.id}/members`, {
      token: await token("sales@msp.demo"),
      body: { accountId: DEMO_IDS.fabrikam },
    });
    expect(await get()).toBe(200);
  });

  it("answers 403 to the editor and 404 to another MSP or another customer's user", async () => {
    const get = async (who: Who, id: string) =>
      (await s.api("GET", `/projects/${id}/answers`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", adatum.id)).toBe(403);
    expect(await get("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
  });

  it("updates with the answer's version; a stale version is 409 and writes nothing", async () => {
    const t = await token("sales@msp.demo");
    const res = await s.api("PUT", `/projects/${adatum.id}/answers/${answerId}`, {
      token: t,
      body: { version: 1, answer: "About 40" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      question: "How many users per floor?",
      answer: "About 40",
      version: 2,
    });
    const stale = await s.api("PUT", `/projects/${adatum.id}/answers/${answerId}`, {
      token: t,
      body: { version: 1, answer: "Overwritten" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    const [row] = await s.sql<{ answer: string }>("select answer from project_answers where id = $1", [
      answerId,
    ]);
    expect(row?.answer).toBe("About 40");
  });

  it("answers 400 for a missing question or version, writing nothing", async () => {
    const before = await countRows(s, "project_answers", adatum.id);
    const noQuestion = await create("sales@msp.demo", adatum.id, { question: "  " });
    expect(noQuestion.statusCode).toBe(400);
    expect(noQuestion.json().fields).toHaveProperty("question");
    const noVersion = await s.api("PUT", `/projects/${adatum.id}/answers/${answerId}`, {
      token: await token("sales@msp.demo"),
      body: { answer: "x" },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toHaveProperty("version");
    expect(await countRows(s, "project_answers", adatum.id)).toBe(before);
    const [row] = await s.sql<{ version: number }>("select version from project_answers where id = $1", [
      answerId,
    ]);
    expect(row?.version).toBe(2);
  });

  it("leaves writes to the quote's MSP: editor 403, customer, partner and another MSP 404", async () => {
    const before = await countRows(s, "project_answers", adatum.id);
    const body = { question: "Budget?" };
    expect((await create("editor@msp.demo", adatum.id, body)).statusCode).toBe(403);
    expect((await create("user@customer.demo", adatum.id, body)).statusCode).toBe(404);
    expect((await create("partner@link.demo", adatum.id, body)).statusCode).toBe(404);
    expect((await create("admin@msp2.demo", adatum.id, body)).statusCode).toBe(404);
    const put = async (who: Who) =>
      (
        await s.api("PUT", `/projects/${adatum.id}/answers/${answerId}`, {
          token: await token(who),
          body: { version: 2, answer: "x" },
        })
      ).statusCode;
    expect(await put("editor@msp.demo")).toBe(403);
    expect(await put("user@customer.demo")).toBe(404);
    expect(await put("admin@msp2.demo")).toBe(404);
    const elsewhere = await s.api("PUT", `/projects/${litware.id}/answers/${answerId}`, {
      token: await token("sales@msp.demo"),
      body: { version: 2, answer: "x" },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await countRows(s, "project_answers", adatum.id)).toBe(before);
  });
});
