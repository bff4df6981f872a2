import { ZIdParams, ZProjectChange, ZShareProjectRequest, ZVersionQuery } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { shareProject, unshareProject } from "./share-project.ts";

/** Sharing a quote with its customer: the MSP's call (customers and partners 404, other roles 403). */
export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.post(
    "/projects/:id/share",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Share the quote with its customer: its users then list and open it",
        params: ZIdParams,
        body: ZShareProjectRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => shareProject(depsOf(req), principalOf(req), req.params.id, req.body.version),
  );

  r.delete(
    "/projects/:id/share",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Stop sharing the quote: its customer's users no longer list or open it",
        params: ZIdParams,
        querystring: ZVersionQuery,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => unshareProject(depsOf(req), principalOf(req), req.params.id, req.query.version),
  );
}
