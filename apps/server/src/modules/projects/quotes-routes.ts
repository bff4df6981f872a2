import {
  ZCreateQuoteRequest,
  ZIdParams,
  ZProject,
  ZProjectListItem,
  ZProjectListQuery,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createProject } from "./create-project.ts";
import { getProject } from "./get-project.ts";
import { listProjects } from "./list-projects.ts";
import { plainJsonSerializer } from "./project-serializer.ts";

/** Everything GET /quotes/{id} includes: the quote page shows it all at once. */
const ALL_PARTS = {
  getMembers: true,
  getProjectLocationBundleProducts: true,
  getTeam: true,
  getEvents: true,
  getComments: true,
  getLocations: true,
  getAvailability: true,
  getLineFigures: true,
} as const;

/** Domain §7 Quotes: create, get one, list; the same aggregate as /projects, called a quote here. */
export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quotes"];

  r.post(
    "/quotes",
    {
      config: { permission: "quotes.edit" },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary: "Create a quote for a customer",
        body: ZCreateQuoteRequest,
        response: { 201: ZProject },
      },
    },
    async (req, reply) => reply.code(201).send(await createProject(depsOf(req), principalOf(req), req.body)),
  );

  r.get(
    "/quotes/:id",
    {
      config: { permission: "quotes.read" },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary: "Get a quote with everything in it",
        params: ZIdParams,
        response: { 200: ZProject },
      },
    },
    async (req) => getProject(depsOf(req), principalOf(req), req.params.id, ALL_PARTS),
  );

  r.get(
    "/quotes",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "List quotes",
        querystring: ZProjectListQuery,
        response: { 200: zPage(ZProjectListItem) },
      },
    },
    async (req) => listProjects(depsOf(req), principalOf(req), req.query),
  );
}
