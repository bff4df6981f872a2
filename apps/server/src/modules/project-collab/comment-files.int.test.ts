import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, TINY_PNG, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, shareTestProject, type TestProject } from "../../test/project-helpers.ts";
import { multipartBody } from "./collab-test-helpers.ts";
import { COMMENT_FILE_MAX_BYTES } from "./comment-file-type.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const CSV = Buffer.from("part,quantity\nMR46-HW,4\nCafé,1\n");
/** A ZIP whose entries are a Word document's. */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from("....[Content_Types].xml word/document.xml"),
]);

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum files" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware files" });
});

const upload = async (
  who: Parameters<typeof token>[0],
  projectId: string,
  fields: Record<string, string>,
  files: { filename: string; bytes: Buffer }[],
) => {
  const { body, headers } = multipartBody(fields, files);
  return s.api("POST", `/projects/${projectId}/comments`, { token: await token(who), body, headers });
};
const fileCount = () => countOf(s, "select 1 from files where account_id = $1", [DEMO_IDS.adatum]);

describe("comments with files", () => {
  let commentId: string;
  let pngId: string;
  let pdfId: string;

  it("stores up to five files of the allowed kinds with the comment, typed from their bytes", async () => {
    const res = await upload("user@customer.demo", adatum.id, { body: "Floor plans attached" }, [
      { filename: "plan.png", bytes: TINY_PNG },
      { filename: "C:\\docs\\survey.pdf", bytes: PDF },
      { filename: "parts.csv", bytes: CSV },
      { filename: "scope.docx", bytes: DOCX },
    ]);
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment.body).toBe("Floor plans attached");
    expect(comment.files.map((f: { name: string; mimeType: string }) => [f.name, f.mimeType])).toEqual([
      ["plan.png", "image/png"],
      ["survey.pdf", "application/pdf"],
      ["parts.csv", "text/csv"],
      ["scope.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ]);
    commentId = comment.id;
    pngId = comment.files[0].id;
    pdfId = comment.files[1].id;
    expect(comment.files[0].url).toBe(`/api/v1/projects/${adatum.id}/comments/${commentId}/files/${pngId}`);
    const [row] = await s.sql<{ tenant_id: string; account_id: string }>(
      "select tenant_id, account_id from files where id = $1",
      [pngId],
    );
    expect(row).toEqual({ tenant_id: DEMO_IDS.northwind, account_id: DEMO_IDS.adatum });
  });

  it("takes a file without text, and the link as a JSON field", async () => {
    const res = await upload("sales@msp.demo", adatum.id, { link: "null" }, [
      { filename: "a.txt", bytes: Buffer.from("hi") },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ body: "", link: null, files: [{ mimeType: "text/plain" }] });
  });

  it("serves a file as an attachment to whoever sees the quote, and 404 to others", async () => {
    const url = `/projects/${adatum.id}/comments/${commentId}/files/${pdfId}`;
    const res = await s.api("GET", url, { token: await token("user@customer.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('attachment; filename="survey.pdf"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await s.api("GET", url, { token: await token("editor@msp.demo") })).statusCode).toBe(403);
    expect((await s.api("GET", url, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    expect((await s.api("GET", url, { token: await token("partner@link.demo") })).statusCode).toBe(404);
    const otherComment = `/projects/${litware.id}/comments/${commentId}/files/${pdfId}`;
    expect((await s.api("GET", otherComment, { token: await token("sales@msp.demo") })).statusCode).toBe(404);
  });

  it("lets the author remove one file; others may not (403), nothing removed", async () => {
    const url = `/projects/${adatum.id}/comments/${commentId}/files/${pngId}`;
    expect((await s.api("DELETE", url, { token: await token("sales@msp.demo") })).statusCode).toBe(403);
    expect((await s.api("DELETE", url, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    expect(await countOf(s, "select 1 from files where id = $1", [pngId])).toBe(1);
    const res = await s.api("DELETE", url, { token: await token("user@customer.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { id: string }) => f.id)).not.toContain(pngId);
    expect(res.json().version).toBe(2);
    expect(await countOf(s, "select 1 from files where id = $1", [pngId])).toBe(0);
    const again = await s.api("DELETE", url, { token: await token("user@customer.demo") });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PROJECT_MESSAGES.fileNotOnComment);
  });

  it("deletes a comment's files with it", async () => {
    const res = await upload("user@customer.demo", adatum.id, { body: "temp" }, [
      { filename: "x.png", bytes: TINY_PNG },
    ]);
    const fileId = res.json().files[0].id;
    await s.api("DELETE", `/projects/${adatum.id}/comments/${res.json().id}`, {
      token: await token("user@customer.demo"),
    });
    expect(await countOf(s, "select 1 from files where id = $1", [fileId])).toBe(0);
  });
});

describe("refused files write nothing", () => {
  const refused = async (files: { filename: string; bytes: Buffer }[], message: string, status = 400) => {
    const [files0, comments0] = [await fileCount(), await countOf(s, "select 1 from project_comments")];
    const res = await upload("sales@msp.demo", adatum.id, { body: "With files" }, files);
    expect(res.statusCode).toBe(status);
    expect(res.json().fields).toEqual({ file: message });
    expect(await fileCount()).toBe(files0);
    expect(await countOf(s, "select 1 from project_comments")).toBe(comments0);
  };

  it("refuses types outside the list, whatever the name says", async () => {
    await refused(
      [{ filename: "run.exe", bytes: Buffer.from("MZ\x90\x00binary") }],
      PROJECT_MESSAGES.fileTypeNotAllowed,
    );
    await refused(
      [{ filename: "page.html", bytes: Buffer.from("<html></html>") }],
      PROJECT_MESSAGES.fileTypeNotAllowed,
    );
    await refused(
      [{ filename: "fake.pdf", bytes: Buffer.from("not a pdf") }],
      PROJECT_MESSAGES.fileTypeNotAllowed,
    );
    await refused(
      [{ filename: "nul.txt", bytes: Buffer.from([0x68, 0x00, 0x69]) }],
      PROJECT_MESSAGES.fileTypeNotAllowed,
    );
    await refused(
      [{ filename: "latin1.csv", bytes: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }],
      PROJECT_MESSAGES.fileTypeNotAllowed,
    );
    const zipNotWord = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("xl/workbook.xml")]);
    await refused([{ filename: "scope.docx", bytes: zipNotWord }], PROJECT_MESSAGES.fileTypeNotAllowed);
    await refused([{ filename: "empty.txt", bytes: Buffer.alloc(0) }], PROJECT_MESSAGES.fileEmpty);
  });

  it("refuses a sixth file (400) and a file over 10 MB (413)", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, bytes: TINY_PNG }));
    await refused(six, PROJECT_MESSAGES.tooManyFiles);
    const big = Buffer.alloc(COMMENT_FILE_MAX_BYTES + 1, 0x61);
    await refused([{ filename: "big.txt", bytes: big }], PROJECT_MESSAGES.fileTooLarge, 413);
  });

  it("refuses a link field that is not JSON", async () => {
    const res = await upload("sales@msp.demo", adatum.id, { body: "x", link: "{oops" }, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ link: PROJECT_MESSAGES.commentLinkInvalid });
  });

  it("denies uploads to the editor (403), another MSP (404) and a customer on another's quote (404)", async () => {
    const files = [{ filename: "p.png", bytes: TINY_PNG }];
    expect((await upload("editor@msp.demo", adatum.id, { body: "x" }, files)).statusCode).toBe(403);
    expect((await upload("admin@msp2.demo", adatum.id, { body: "x" }, files)).statusCode).toBe(404);
    expect((await upload("user@customer.demo", litware.id, { body: "x" }, files)).statusCode).toBe(404);
    expect(await countOf(s, "select 1 from files where account_id = $1", [DEMO_IDS.litware])).toBe(0);
  });
});
