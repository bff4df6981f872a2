import {
  ZProductDocumentSection,
  ZProductDocumentSectionParams,
  ZProductDocumentSectionQuery,
  ZPutProductDocumentSectionRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { deleteProductText, getProductText, putProductText } from "./product-texts.ts";

/**
 * A catalogue item's own section text per document type (a product or service template, e.g. its scope
 * of services; issue #17 §1): read with the templates, written by those who write templates.
 */
export async function productDocumentSectionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["document templates"];
  const url = "/products/:productId/document-sections/:documentType";

  r.get(
    url,
    {
      config: { permission: "templates.read" },
      schema: {
        tags,
        summary: "The item's text a document of this type (and template) prints; null when none is written",
        params: ZProductDocumentSectionParams,
        querystring: ZProductDocumentSectionQuery,
        response: { 200: ZProductDocumentSection.nullable() },
      },
    },
    async (req) => getProductText(depsOf(req), principalOf(req), req.params, req.query),
  );

  r.put(
    url,
    {
      config: { permission: "templates.manage" },
      schema: {
        tags,
        summary: "Write the caller's own text for the item, document type and template (version 0 to create)",
        params: ZProductDocumentSectionParams,
        querystring: ZProductDocumentSectionQuery,
        body: ZPutProductDocumentSectionRequest,
        response: { 200: ZProductDocumentSection },
      },
    },
    async (req) => putProductText(depsOf(req), principalOf(req), req.params, req.query, req.body),
  );

  r.delete(
    url,
    {
      config: { permission: "templates.manage" },
      schema: {
        tags,
        summary: "Delete the caller's own text for the item, document type and template",
        params: ZProductDocumentSectionParams,
        querystring: ZProductDocumentSectionQuery,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteProductText(depsOf(req), principalOf(req), req.params, req.query),
  );
}
