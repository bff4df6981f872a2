import {
  ZCreateTemplateRequest,
  ZDocumentTemplate,
  ZDocumentTemplateSummary,
  ZDuplicateTemplateRequest,
  ZIdParams,
  ZListTemplatesQuery,
  ZTemplatePreview,
  ZTemplatePreviewRequest,
  ZUpdateTemplateRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createTemplate } from "./create-template.ts";
import { deleteTemplate } from "./delete-template.ts";
import { duplicateTemplate } from "./duplicate-template.ts";
import { getTemplate, listTemplates } from "./list-templates.ts";
import { previewTemplate } from "./preview-template.ts";
import { readTemplateThumbnail } from "./template-thumbnail.ts";
import { updateTemplate } from "./update-template.ts";

/**
 * Document templates (issue #17 §1, docs/documents.md): every MSP reads the platform's and its own, writes
 * its own; custom templates are the platform owner's to make.
 */
export async function documentTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["document templates"];

  // Before /templates/:id so the static path is plain to read; Fastify matches it first either way.
  r.post(
    "/templates/preview",
    {
      config: { permission: "templates.read" },
      schema: {
        tags,
        summary: "Preview a template or unsaved HTML, filled with a quote's values or sample values",
        body: ZTemplatePreviewRequest,
        response: { 200: ZTemplatePreview },
      },
    },
    async (req) => previewTemplate(depsOf(req), principalOf(req), req.body),
  );

  crudRoutes(app, {
    path: "/templates",
    tags,
    read: "templates.read",
    write: "templates.manage",
    list: {
      summary: "List the templates the caller reads, by document type, template type and ownership",
      query: ZListTemplatesQuery,
      response: zPage(ZDocumentTemplateSummary),
      run: listTemplates,
    },
    get: { summary: "Get a template with its HTML", response: ZDocumentTemplate, run: getTemplate },
    create: {
      summary: "Add a template (custom templates: the platform owner)",
      body: ZCreateTemplateRequest,
      response: ZDocumentTemplate,
      run: createTemplate,
    },
    update: {
      summary: "Update a template's title, HTML, header, footer or sections (version required)",
      body: ZUpdateTemplateRequest,
      response: ZDocumentTemplate,
      run: updateTemplate,
    },
    delete: {
      summary: "Delete a template that is no company's default (409 otherwise)",
      run: deleteTemplate,
    },
  });

  r.post(
    "/templates/:id/duplicate",
    {
      config: { permission: "templates.manage" },
      schema: {
        tags,
        summary: "Copy a readable template (the platform's, say) into the caller's own to customise",
        params: ZIdParams,
        body: ZDuplicateTemplateRequest,
        response: { 201: ZDocumentTemplate },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await duplicateTemplate(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.get(
    "/templates/:id/thumbnail",
    {
      config: { permission: "templates.read" },
      schema: {
        tags,
        summary: "The thumbnail of a template (a PNG); 404 until one is rendered",
        params: ZIdParams,
      },
    },
    async (req, reply) => {
      const png = await readTemplateThumbnail(depsOf(req), principalOf(req), req.params.id);
      // The address names the picture (imagePreviewPath carries its file's id): a new one is a new address.
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "private, max-age=86400")
        .send(png);
    },
  );
}
