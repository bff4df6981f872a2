import {
  ZDocumentConfigRequest,
  ZQuoteDocument,
  ZQuoteDocumentParams,
  ZQuoteDocumentSectionParams,
  ZQuoteParams,
  ZResetDocumentsRequest,
  ZSwapSectionRequest,
  ZToggleSectionRequest,
  ZUpdateDocumentSectionRequest,
  ZUpdateQuoteDocumentRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { swapSection, toggleSection, updateConfig, updateDocument, updateSection } from "./edit-document.ts";
import { resetDocument } from "./reset-document.ts";

/** Editing a draft document, and the reset that makes a sent one a draft again (quotes.edit). */
export async function editRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote documents"];
  const edit = { permission: "quotes.edit" } as const;

  r.put(
    "/quotes/:quoteId/documents/:documentType",
    {
      config: edit,
      schema: {
        tags,
        summary: "Update the document's title, header and footer (update agreement)",
        params: ZQuoteDocumentParams,
        body: ZUpdateQuoteDocumentRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      updateDocument(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType, req.body),
  );

  r.put(
    "/quotes/:quoteId/documents/:documentType/sections/:key",
    {
      config: edit,
      schema: {
        tags,
        summary: "Fill or edit one section of the document",
        params: ZQuoteDocumentSectionParams,
        body: ZUpdateDocumentSectionRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      updateSection(
        depsOf(req),
        principalOf(req),
        req.params.quoteId,
        req.params.documentType,
        req.params.key,
        req.body,
      ),
  );

  r.put(
    "/quotes/:quoteId/documents/:documentType/swap-section",
    {
      config: edit,
      schema: {
        tags,
        summary: "Two sections trade places",
        params: ZQuoteDocumentParams,
        body: ZSwapSectionRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      swapSection(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType, req.body),
  );

  r.put(
    "/quotes/:quoteId/documents/:documentType/toggle-section",
    {
      config: edit,
      schema: {
        tags,
        summary: "Show or hide a section (the acceptance section stays shown)",
        params: ZQuoteDocumentParams,
        body: ZToggleSectionRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      toggleSection(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType, req.body),
  );

  r.put(
    "/quotes/:quoteId/documents/:documentType/config",
    {
      config: edit,
      schema: {
        tags,
        summary: "Update the document's config (pricing table columns, page breaks)",
        params: ZQuoteDocumentParams,
        body: ZDocumentConfigRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      updateConfig(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType, req.body),
  );

  r.post(
    "/quotes/:quoteId/reset-documents",
    {
      config: edit,
      schema: {
        tags,
        summary: "Reset a sent document for editing: signatures cleared, links stopped, to be sent again",
        params: ZQuoteParams,
        body: ZResetDocumentsRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) => resetDocument(depsOf(req), principalOf(req), req.params.quoteId, req.body),
  );
}
