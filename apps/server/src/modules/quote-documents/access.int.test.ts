import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { shareTestProject } from "../../test/project-helpers.ts";
import {
  bareQuote,
  documentRow,
  type Fixtures,
  generate,
  insertFixtures,
} from "./quote-documents-test-helpers.ts";

// Every call of the module for callers who may not make it: a role outside the quotes rule (403),
// another MSP (404), the customer of the shared quote on the MSP's writes (404, as the registry answers
// an account kind a permission is not for). None of them writes anything.

const s = useTestServer();
const token = tokensFor(() => s);
let f: Fixtures;
let quote: string;
let doc: { id: string; version: number };
let customerUser: string;
let countersigner: string;

beforeAll(async () => {
  f = await insertFixtures(s);
  quote = await bareQuote(s, token);
  await shareTestProject(s, token, quote);
  doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
  customerUser = await userIdOf(s, "user@customer.demo");
  countersigner = await userIdOf(s, "owner@msp.demo");
});

type Call = [method: "GET" | "POST" | "PUT", path: () => string, body?: () => unknown];
const q = () => `/quotes/${quote}`;

const READS: Call[] = [
  ["GET", () => `${q()}/documents`],
  ["GET", () => `${q()}/agreements`],
  ["GET", () => `${q()}/documents/status`],
  ["GET", () => `${q()}/documents/proposal/fill-section?sectionType=cover`],
  ["GET", () => `${q()}/documents/proposal/preview`],
  ["GET", () => `${q()}/generate-legal-table?documentType=proposal&documentId=${doc.id}`],
  ["GET", () => `${q()}/template-preview?templateId=${f.platformProposal}`],
  ["GET", () => `/projects/${quote}/proposal-templates`],
  ["GET", () => `/projects/${quote}/agreement-templates`],
];
const WRITES: Call[] = [
  ["POST", () => `${q()}/documents/generate`, () => ({ documentType: "agreement" })],
  ["POST", () => `${q()}/regenerate-agreements`, () => ({})],
  [
    "POST",
    () => `${q()}/regenerate-document`,
    () => ({ type: "proposal", oldTemplateId: f.platformProposal, newTemplateId: f.northwindProposal }),
  ],
  ["POST", () => `${q()}/proposal-reset`, () => ({})],
  ["PUT", () => `${q()}/documents/proposal`, () => ({ version: doc.version, title: "x" })],
  [
    "PUT",
    () => `${q()}/documents/proposal/sections/cover`,
    () => ({ version: doc.version, html: "<p>x</p>" }),
  ],
  [
    "PUT",
    () => `${q()}/documents/proposal/swap-section`,
    () => ({ version: doc.version, from: "cover", to: "acceptance" }),
  ],
  [
    "PUT",
    () => `${q()}/documents/proposal/toggle-section`,
    () => ({ version: doc.version, key: "termCondition", visible: true }),
  ],
  [
    "PUT",
    () => `${q()}/documents/proposal/config`,
    () => ({ version: doc.version, config: { showTermTotal: false } }),
  ],
  ["POST", () => `${q()}/reset-documents`, () => ({ documentType: "proposal", version: doc.version })],
  [
    "POST",
    () => `${q()}/documents/proposal/send`,
    () => ({
      version: doc.version,
      signers: [{ userId: customerUser, name: "Casey", email: "user@customer.demo" }],
      countersignerUserId: countersigner,
    }),
  ],
  ["POST", () => `${q()}/documents/proposal/notify`, () => ({ signerId: customerUser })],
  ["POST", () => `${q()}/documents/proposal/link`, () => ({ signerId: customerUser })],
];

async function call([method, path, body]: Call, email: Parameters<typeof token>[0]) {
  const [url, search] = path().split("?");
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return s.api(method, url ?? "", {
    token: await token(email),
    ...(query ? { query } : {}),
    ...(body ? { body: body() } : {}),
  });
}

async function written() {
  return {
    doc: await documentRow(s, quote, "proposal"),
    docs: await s.sql("select id, version from quote_documents where project_id = $1 order by id", [quote]),
    signers: await s.sql("select id from document_signers where project_id = $1", [quote]),
    audit: await s.sql("select id from document_audit_log where project_id = $1", [quote]),
    project: await s.sql("select version, stage from projects where id = $1", [quote]),
  };
}

describe("quote documents: who may not", () => {
  it("answers 403 to the catalogue editor on every call, writing nothing", async () => {
    const before = await written();
    const wrong: string[] = [];
    for (const c of [...READS, ...WRITES]) {
      const res = await call(c, "editor@msp.demo");
      if (res.statusCode !== 403) wrong.push(`${c[0]} ${c[1]()} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("answers 404 to another MSP on every call, writing nothing", async () => {
    const before = await written();
    const wrong: string[] = [];
    for (const c of [...READS, ...WRITES]) {
      const res = await call(c, "admin@msp2.demo");
      if (res.statusCode !== 404) wrong.push(`${c[0]} ${c[1]()} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("answers 404 to the customer on every write and on the MSP's drafts and templates", async () => {
    const before = await written();
    const wrong: string[] = [];
    const drafts = READS.slice(3);
    for (const c of [...drafts, ...WRITES]) {
      const res = await call(c, "user@customer.demo");
      if (res.statusCode !== 404) wrong.push(`${c[0]} ${c[1]()} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    for (const c of READS.slice(0, 3)) expect((await call(c, "user@customer.demo")).statusCode).toBe(200);
    expect(await written()).toEqual(before);
  });

  it("lets the MSP's sales user make every read", async () => {
    for (const c of READS) {
      const res = await call(c, "sales@msp.demo");
      expect(res.statusCode, `${c[1]()} ${res.body}`).toBe(200);
    }
  });
});
