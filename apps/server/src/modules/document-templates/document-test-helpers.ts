import { DEMO_SECTION_IDS } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";
import type { Tokens } from "../../test/project-helpers.ts";

// Templates and sections for the document modules' tests, made through the API as a user would.

/** The sections of a minimal valid dynamic proposal: the platform's cover and acceptance. */
export const MINIMAL_SECTIONS = [
  { sectionId: DEMO_SECTION_IDS.proposalCover, visibility: "visible" },
  { sectionId: DEMO_SECTION_IDS.proposalAcceptance, visibility: "visible" },
] as const;

/** POST /templates (anything but 201 fails the test): a static proposal of Northwind's editor by default. */
export async function createTestTemplate(
  s: TestServer,
  token: Tokens,
  body: Record<string, unknown> = {},
  as: DemoEmail = "editor@msp.demo",
): Promise<{ id: string; version: number; [key: string]: unknown }> {
  const res = await s.api("POST", "/templates", {
    token: await token(as),
    body: { templateType: "static", type: "proposal", title: "Test template", html: "<p>Hello</p>", ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** POST /document-sections (anything but 201 fails the test), as Northwind's editor by default. */
export async function createTestSection(
  s: TestServer,
  token: Tokens,
  body: Record<string, unknown>,
  as: DemoEmail = "editor@msp.demo",
): Promise<{ id: string; version: number; [key: string]: unknown }> {
  const res = await s.api("POST", "/document-sections", {
    token: await token(as),
    body: { sectionType: "execSummary", html: "<p>Summary</p>", ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A fingerprint of the document tables, to assert a refused request wrote nothing. */
export async function documentRows(s: TestServer): Promise<string> {
  const [row] = await s.sql<{ f: string }>(
    `select concat_ws('|',
       (select count(*) || ':' || coalesce(sum(version), 0) from document_templates),
       (select count(*) || ':' || coalesce(sum(version), 0) from document_sections),
       (select count(*) || ':' || coalesce(sum(version), 0) from document_settings),
       (select count(*) || ':' || coalesce(sum(version), 0) from product_document_sections)) as f`,
  );
  return row?.f ?? "";
}
