import {
  ZDocumentsStatus,
  ZFilledSection,
  ZFillSectionQuery,
  ZGenerateDocumentRequest,
  ZIdParams,
  ZLegalTable,
  ZLegalTableQuery,
  ZProjectTemplateOption,
  ZProjectTemplatesQuery,
  ZProposalResetRequest,
  ZQuoteDocument,
  ZQuoteDocumentParams,
  ZQuoteParams,
  ZQuoteTemplatePreviewQuery,
  ZRegenerateAgreementsRequest,
  ZRegenerateDocumentRequest,
  ZTemplatePreview,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { editRoutes } from "./edit-routes.ts";
import {
  generateDocument,
  regenerateAgreements,
  regenerateDocument,
  resetProposal,
} from "./generate-document.ts";
import { documentsStatus, listDocuments } from "./list-documents.ts";
import { fillDocumentSection, generateLegalTable, previewDocument, previewTemplate } from "./previews.ts";
import { listProjectTemplates } from "./project-templates.ts";
import { sendRoutes } from "./send-routes.ts";

/**
 * A quote's documents on the MSP's side (issue #17 §2; domain §7 "Quotes"; docs/documents.md): reads under
 * quotes.read (a customer user of a shared quote reads the documents sent to it), generating here, editing
 * in edit-routes.ts, sending and signer links in send-routes.ts, all under quotes.edit.
 */
export async function quoteDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote documents"];

  r.get(
    "/quotes/:quoteId/documents",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The quote's documents (a customer: those sent to it)",
        params: ZQuoteParams,
        response: { 200: z.array(ZQuoteDocument) },
      },
    },
    async (req) => listDocuments(depsOf(req), principalOf(req), req.params.quoteId),
  );

  r.get(
    "/quotes/:quoteId/agreements",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The quote's agreements",
        params: ZQuoteParams,
        response: { 200: z.array(ZQuoteDocument) },
      },
    },
    async (req) => listDocuments(depsOf(req), principalOf(req), req.params.quoteId, "agreement"),
  );

  r.get(
    "/quotes/:quoteId/documents/status",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Each document's status and each signer's progress: sent, opened, verified, signed",
        params: ZQuoteParams,
        response: { 200: ZDocumentsStatus },
      },
    },
    async (req) => documentsStatus(depsOf(req), principalOf(req), req.params.quoteId),
  );

  r.post(
    "/quotes/:quoteId/documents/generate",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Generate the proposal or the agreement from a template (default: the company's)",
        params: ZQuoteParams,
        body: ZGenerateDocumentRequest,
        response: { 201: ZQuoteDocument },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await generateDocument(depsOf(req), principalOf(req), req.params.quoteId, req.body)),
  );

  r.post(
    "/quotes/:quoteId/regenerate-agreements",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Make the agreement again from its template or agreementTemplateId (edits dropped)",
        params: ZQuoteParams,
        body: ZRegenerateAgreementsRequest,
        response: { 200: z.array(ZQuoteDocument) },
      },
    },
    async (req) => regenerateAgreements(depsOf(req), principalOf(req), req.params.quoteId, req.body),
  );

  r.post(
    "/quotes/:quoteId/regenerate-document",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Make a document again from another template (409 when not made from oldTemplateId)",
        params: ZQuoteParams,
        body: ZRegenerateDocumentRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) => regenerateDocument(depsOf(req), principalOf(req), req.params.quoteId, req.body),
  );

  r.post(
    "/quotes/:quoteId/proposal-reset",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "The proposal back to its template, every edit dropped",
        params: ZQuoteParams,
        body: ZProposalResetRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) => resetProposal(depsOf(req), principalOf(req), req.params.quoteId),
  );

  r.get(
    "/quotes/:quoteId/documents/:documentType/fill-section",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "A section of the document (else of the content library) filled with the quote's values",
        params: ZQuoteDocumentParams,
        querystring: ZFillSectionQuery,
        response: { 200: ZFilledSection },
      },
    },
    async (req) =>
      fillDocumentSection(
        depsOf(req),
        principalOf(req),
        req.params.quoteId,
        req.params.documentType,
        req.query.sectionType,
      ),
  );

  r.get(
    "/quotes/:quoteId/documents/:documentType/preview",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The document as it prints now (once sent: the HTML its signers read)",
        params: ZQuoteDocumentParams,
        response: { 200: ZTemplatePreview },
      },
    },
    async (req) =>
      previewDocument(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType),
  );

  r.get(
    "/quotes/:quoteId/generate-legal-table",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The signature block of a document's signers",
        params: ZQuoteParams,
        querystring: ZLegalTableQuery,
        response: { 200: ZLegalTable },
      },
    },
    async (req) => generateLegalTable(depsOf(req), principalOf(req), req.params.quoteId, req.query),
  );

  r.get(
    "/quotes/:quoteId/template-preview",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "A template assembled as a document of this quote, unsaved",
        params: ZQuoteParams,
        querystring: ZQuoteTemplatePreviewQuery,
        response: { 200: ZTemplatePreview },
      },
    },
    async (req) => previewTemplate(depsOf(req), principalOf(req), req.params.quoteId, req.query.templateId),
  );

  for (const documentType of ["proposal", "agreement"] as const) {
    r.get(
      `/projects/:id/${documentType}-templates`,
      {
        config: { permission: "quotes.read" },
        schema: {
          tags,
          summary: `The ${documentType} templates the project may use (tag: in the title; stage)`,
          params: ZIdParams,
          querystring: ZProjectTemplatesQuery,
          response: { 200: z.array(ZProjectTemplateOption) },
        },
      },
      async (req) =>
        listProjectTemplates(depsOf(req), principalOf(req), req.params.id, documentType, req.query),
    );
  }

  await editRoutes(app);
  await sendRoutes(app);
}
