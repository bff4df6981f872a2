import {
  ZAcceptQuoteRequest,
  ZAccountIdParams,
  ZApplyContractRequest,
  ZCreateProjectRequest,
  ZDeclineDealRequest,
  ZDuplicateQuoteRequest,
  ZIdParams,
  ZPhases,
  ZPricingTable,
  ZProject,
  ZProjectChange,
  ZProjectGetQuery,
  ZProjectListItem,
  ZProjectListQuery,
  ZProjectsSummary,
  ZRenewQuoteRequest,
  ZReopenQuoteRequest,
  ZStageMoveRequest,
  ZUpdateProjectQuery,
  ZUpdateProjectRequest,
  ZVersionQuery,
  zPage,
  zVersion,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { acceptQuote } from "./accept-quote.ts";
import { applyContract } from "./apply-contract.ts";
import { createProject } from "./create-project.ts";
import { declineDeal } from "./decline-deal.ts";
import { deleteProject } from "./delete-project.ts";
import { duplicateQuote } from "./duplicate-quote.ts";
import { generateTable } from "./generate-table.ts";
import { getPhases } from "./get-phases.ts";
import { getProject } from "./get-project.ts";
import { getProjectsSummary } from "./get-projects-summary.ts";
import { listProjects } from "./list-projects.ts";
import { locationRoutes } from "./location-routes.ts";
import { moveStage } from "./move-stage.ts";
import { plainJsonSerializer } from "./project-serializer.ts";
import { pushPrices } from "./push-prices.ts";
import { quotesRoutes } from "./quotes-routes.ts";
import { refreshTaxes } from "./refresh-taxes.ts";
import { renewQuote } from "./renew-quote.ts";
import { reopenQuote } from "./reopen-quote.ts";
import { shareRoutes } from "./share-routes.ts";
import { updateProject } from "./update-project.ts";

const ZVersionBody = z.object({ version: zVersion });

/** Projects (quotes) of issue #4: the aggregate, its stages, its sites and the account summary. */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id",
    {
      config: { permission: "quotes.read" },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary: "Get a project with the parts the flags ask for",
        params: ZIdParams,
        querystring: ZProjectGetQuery,
        response: { 200: ZProject },
      },
    },
    async (req) => getProject(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.post(
    "/projects",
    {
      config: { permission: "quotes.edit" },
      serializerCompiler: plainJsonSerializer,
      schema: { tags, summary: "Create a project", body: ZCreateProjectRequest, response: { 201: ZProject } },
    },
    async (req, reply) => reply.code(201).send(await createProject(depsOf(req), principalOf(req), req.body)),
  );

  r.get(
    "/projects",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "List projects",
        querystring: ZProjectListQuery,
        response: { 200: zPage(ZProjectListItem) },
      },
    },
    async (req) => listProjects(depsOf(req), principalOf(req), req.query),
  );

  r.put(
    "/projects/:id",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Update a project (flags: updateBuildings, updateTaxRates, clearAgreements, lockPrices)",
        params: ZIdParams,
        querystring: ZUpdateProjectQuery,
        body: ZUpdateProjectRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => updateProject(depsOf(req), principalOf(req), req.params.id, req.query, req.body),
  );

  r.delete(
    "/projects/:id",
    {
      config: { permission: "quotes.delete" },
      schema: {
        tags,
        summary: "Delete a project with everything in it",
        params: ZIdParams,
        querystring: ZVersionQuery,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteProject(depsOf(req), principalOf(req), req.params.id, req.query.version),
  );

  r.get(
    "/projects/:id/phases",
    {
      config: { permission: "quotes.read" },
      schema: { tags, summary: "Stages of a project", params: ZIdParams, response: { 200: ZPhases } },
    },
    async (req) => getPhases(depsOf(req), principalOf(req), req.params.id),
  );

  r.put(
    "/projects/:id/phases",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Move a project to another stage",
        params: ZIdParams,
        body: ZStageMoveRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => moveStage(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/decline-deal",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Decline the deal",
        params: ZIdParams,
        body: ZDeclineDealRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => declineDeal(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/accept",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Mark the quote as accepted (the customer accepted outside the app)",
        params: ZIdParams,
        body: ZAcceptQuoteRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => acceptQuote(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/reopen",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Reopen a declined deal to Build",
        params: ZIdParams,
        body: ZReopenQuoteRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => reopenQuote(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/renew",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Renew an expired quote: dated today, valid for the company's valid days",
        params: ZIdParams,
        body: ZRenewQuoteRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => renewQuote(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/duplicate",
    {
      config: { permission: "quotes.edit" },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary: "Duplicate the quote: a new quote in Build with the same sites, buildings and lines",
        params: ZIdParams,
        body: ZDuplicateQuoteRequest,
        response: { 201: ZProject },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await duplicateQuote(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.patch(
    "/projects/:id/push",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Take the catalogue's current prices into the project's lines",
        params: ZIdParams,
        body: ZVersionBody,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => pushPrices(depsOf(req), principalOf(req), req.params.id, req.body.version),
  );

  r.post(
    "/projects/:id/refresh-taxes",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Copy the current tax rates into the project",
        params: ZIdParams,
        body: ZVersionBody,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => refreshTaxes(depsOf(req), principalOf(req), req.params.id, req.body.version),
  );

  r.post(
    "/projects/:id/apply-contract",
    {
      config: { permission: "quotes.applyContract" },
      schema: {
        tags,
        summary: "Put the agreed prices of the customer's contract on the matching lines",
        params: ZIdParams,
        body: ZApplyContractRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) => applyContract(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.get(
    "/projects/:id/generate-table",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The pricing table of the project's proposal",
        params: ZIdParams,
        response: { 200: ZPricingTable },
      },
    },
    async (req) => generateTable(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/accounts/:accountId/projects-summary",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "An account's projects counted by stage",
        params: ZAccountIdParams,
        response: { 200: ZProjectsSummary },
      },
    },
    async (req) => getProjectsSummary(depsOf(req), principalOf(req), req.params.accountId),
  );

  await locationRoutes(app);
  await shareRoutes(app);
  await quotesRoutes(app);
}
