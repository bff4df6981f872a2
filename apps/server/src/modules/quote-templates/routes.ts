import { ZCreateQuoteTemplateRequest, ZIdParams, ZQuoteTemplate, ZVersionQuery } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createTemplate } from "./create-template.ts";
import { deleteTemplate } from "./delete-template.ts";
import { listTemplates } from "./repo.ts";

/** Quote templates (issue #16 §4): save a quote as a template, list them, delete one. */
export async function quoteTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote templates"];

  r.get(
    "/quote-templates",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "The quote templates of the caller's company",
        response: { 200: z.array(ZQuoteTemplate) },
      },
    },
    async (req) => listTemplates(depsOf(req).db, principalOf(req).tenantId),
  );

  r.post(
    "/quote-templates",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Save a quote as a quote template",
        body: ZCreateQuoteTemplateRequest,
        response: { 201: ZQuoteTemplate },
      },
    },
    async (req, reply) => reply.code(201).send(await createTemplate(depsOf(req), principalOf(req), req.body)),
  );

  r.delete(
    "/quote-templates/:id",
    {
      config: { permission: "quotes.delete" },
      schema: {
        tags,
        summary: "Delete a quote template",
        params: ZIdParams,
        querystring: ZVersionQuery,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteTemplate(depsOf(req), principalOf(req), req.params.id, req.query.version),
  );
}
