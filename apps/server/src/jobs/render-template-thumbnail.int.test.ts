import { DEMO_IDS, DEMO_TEMPLATE_IDS, documentSections, documentTemplates, uuidv7 } from "@q2c/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { templateThumbnailHtml } from "../documents/pdf/template-thumbnail.ts";
import { useTestServer } from "../test/harness.ts";
import { enqueueTemplateThumbnail } from "./render-template-thumbnail.ts";
import { sweepMissingThumbnails } from "./template-thumbnail-sweep.ts";

// A template's thumbnail (issue #17 §1 imagePreviewPath) through the real queue on PGlite and PostgreSQL:
// its HTML (or a dynamic template's visible sections in order) with sample merge values and through the
// allowlist, printed as a PNG into a files row that image_preview_file_id names; a new thumbnail replaces
// the old file and leaves the template's version alone. The platform's templates get theirs too.

const s = useTestServer({
  JOB_POLL_SECONDS: "0.5",
  JOB_RETRY_DELAY_SECONDS: "1",
  TEMPLATE_THUMBNAIL_DELAY_SECONDS: "0",
});
const N = DEMO_IDS.northwind;

async function insertTemplate(values: Partial<typeof documentTemplates.$inferInsert> & { tenantId: string }) {
  const id = uuidv7();
  await s.deps.database.db.insert(documentTemplates).values({
    accountId: values.tenantId,
    templateType: "static",
    documentType: "proposal",
    title: "Northwind standard proposal",
    ...values,
    id,
  });
  return id;
}

const previewOf = async (id: string) =>
  (
    await s.sql<{ image_preview_file_id: string | null; version: number }>(
      "select image_preview_file_id, version from document_templates where id = $1",
      [id],
    )
  )[0];

async function thumbnailOf(tenantId: string, templateId: string, previous: string | null = null) {
  await enqueueTemplateThumbnail(tenantJobDeps(s.deps, tenantId), { tenantId, templateId });
  await expect
    .poll(async () => (await previewOf(templateId))?.image_preview_file_id ?? null, {
      timeout: 60_000,
      interval: 250,
    })
    .not.toBe(previous);
  const fileId = (await previewOf(templateId))?.image_preview_file_id as string;
  const [file] = await s.sql<{
    tenant_id: string;
    account_id: string;
    name: string;
    mime_type: string;
    size: number;
    data_base64: string;
  }>("select tenant_id, account_id, name, mime_type, size, data_base64 from files where id = $1", [fileId]);
  return { fileId, file };
}

describe("template thumbnails", { timeout: 120_000 }, () => {
  it("renders a PNG of the template into a file of its account, and a new one replaces it", async () => {
    const id = await insertTemplate({
      tenantId: N,
      html: "<h1>Proposal for {{customerCompany}}</h1><p>Quote {{quoteNumber}}</p>{{pricingTable}}",
      headerHtml: "{{spCompany}}",
    });
    const { fileId, file } = await thumbnailOf(N, id);
    expect(file).toMatchObject({
      tenant_id: N,
      account_id: N,
      name: "northwind-standard-proposal-thumbnail.png",
      mime_type: "image/png",
    });
    const png = Buffer.from(file?.data_base64 ?? "", "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBe(file?.size);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([408, 528]);

    const again = await thumbnailOf(N, id, fileId);
    expect(again.fileId).not.toBe(fileId);
    expect(await s.sql("select 1 from files where id = $1", [fileId])).toEqual([]);
    // A thumbnail is not an edit: an editor holding version 1 can still save.
    expect((await previewOf(id))?.version).toBe(1);
  });

  it("fills sample values, keeps a dynamic template's visible sections in order and drops what the allowlist refuses", async () => {
    const [first, second, hidden] = [uuidv7(), uuidv7(), uuidv7()];
    await s.deps.database.db.insert(documentSections).values([
      {
        tenantId: N,
        id: first,
        accountId: N,
        sectionType: "execSummary",
        title: `Summary ${first}`,
        html: "<p>FIRST-SECTION</p>",
      },
      {
        tenantId: N,
        id: second,
        accountId: N,
        sectionType: "cover",
        title: `Cover ${second}`,
        html: "<h1>SECOND-SECTION {{dealName}}</h1><img src=x onerror=alert(1)><script>alert(2)</script>",
      },
      {
        tenantId: N,
        id: hidden,
        accountId: N,
        sectionType: "appendix",
        title: `Hidden ${hidden}`,
        html: "<p>HIDDEN-SECTION</p>",
      },
    ]);
    const id = await insertTemplate({
      tenantId: N,
      templateType: "dynamic",
      sectionTypes: [
        { sectionId: second, visibility: "visible" },
        { sectionId: hidden, visibility: "hidden" },
        { sectionId: first, visibility: "visible" },
      ],
    });
    const [template] = await s.deps.database.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, id));
    const html = await templateThumbnailHtml(
      tenantJobDeps(s.deps, N).db,
      template as typeof documentTemplates.$inferSelect,
      "2026-11-20",
    );
    expect(html.indexOf("SECOND-SECTION Office network refresh")).toBeGreaterThan(-1);
    expect(html.indexOf("SECOND-SECTION")).toBeLessThan(html.indexOf("FIRST-SECTION"));
    expect(html).not.toContain("HIDDEN-SECTION");
    expect(html).not.toMatch(/script|onerror|alert/);
    const { file } = await thumbnailOf(N, id);
    expect(file?.mime_type).toBe("image/png");
  });

  it("gives the platform's templates theirs, in the platform's files", async () => {
    const platform = s.config.platformAccountId;
    const id = await insertTemplate({
      tenantId: platform,
      title: "Platform proposal",
      html: "<h1>{{spCompany}}</h1>",
    });
    const { file } = await thumbnailOf(platform, id);
    expect(file).toMatchObject({ tenant_id: platform, account_id: platform, mime_type: "image/png" });
  });

  it("queues a thumbnail on each save and serves it through the template to whoever reads the template", async () => {
    const editor = (await s.login("editor@msp.demo")).accessToken;
    const created = await s.api("POST", "/templates", {
      token: editor,
      body: { templateType: "static", type: "proposal", title: "Thumbnail on save", html: "<h1>ONE</h1>" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const summary = async (token: string) =>
      (await s.api("GET", `/templates/${id}`, { token })).json().imagePreviewPath as string | null;
    await expect.poll(() => summary(editor), { timeout: 60_000, interval: 250 }).toMatch(/thumbnail\?v=/);
    const first = (await summary(editor)) as string;
    expect(first).toBe(`/api/v1/templates/${id}/thumbnail?v=${(await previewOf(id))?.image_preview_file_id}`);
    const png = await s.app.inject({
      method: "GET",
      url: first,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    // A new HTML is a new picture at a new address; a new title alone queues nothing.
    const updated = await s.api("PUT", `/templates/${id}`, {
      token: editor,
      body: { version, html: "<h1>TWO</h1>" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await expect.poll(() => summary(editor), { timeout: 60_000, interval: 250 }).not.toBe(first);

    // Another tenant does not see the template, nor its picture.
    const other = (await s.login("admin@msp2.demo")).accessToken;
    const hidden = await s.api("GET", `/templates/${id}/thumbnail`, { token: other });
    expect(hidden.statusCode).toBe(404);
  });

  it("lets an MSP read the thumbnail of the platform's template, which /files/{id} does not serve it", async () => {
    const platform = s.config.platformAccountId;
    const id = await insertTemplate({ tenantId: platform, title: "Platform thumbnail", html: "<h1>P</h1>" });
    const { fileId } = await thumbnailOf(platform, id);
    const token = (await s.login("sales@msp.demo")).accessToken;
    const viaTemplate = await s.api("GET", `/templates/${id}/thumbnail`, { token });
    expect(viaTemplate.statusCode).toBe(200);
    expect(viaTemplate.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await s.api("GET", `/files/${fileId}`, { token })).statusCode).toBe(404);
    // No thumbnail yet: 404, not an empty picture.
    const bare = await insertTemplate({ tenantId: N, title: "No picture yet", html: "<p>x</p>" });
    expect((await s.api("GET", `/templates/${bare}/thumbnail`, { token })).statusCode).toBe(404);
  });

  it("the start-up sweep queues every template without a thumbnail, the demo's among them, once each", async () => {
    const id = await insertTemplate({
      tenantId: N,
      title: "Written before thumbnails",
      html: "<h1>OLD</h1>",
    });
    expect(await sweepMissingThumbnails(s.deps, s.app.log)).toBeGreaterThan(0);
    await expect
      .poll(async () => (await previewOf(id))?.image_preview_file_id ?? null, {
        timeout: 60_000,
        interval: 250,
      })
      .not.toBeNull();
    // The demo's templates have a job each, queued by this start or by the one the test database was made by.
    const jobs = await s.sql<{ key: string }>(
      "select distinct singleton_key as key from pgboss.job where name = 'render-template-thumbnail' and singleton_key = any($1)",
      [Object.values(DEMO_TEMPLATE_IDS)],
    );
    expect(jobs).toHaveLength(Object.values(DEMO_TEMPLATE_IDS).length);
  });
});
