import {
  ZCreateEnvironmentRequest,
  ZCreateEnvironmentRuleRequest,
  ZEnvironment,
  ZEnvironmentBundle,
  ZEnvironmentDetail,
  ZEnvironmentRule,
  ZEnvironmentRuleParams,
  ZIdParams,
  ZPutEnvironmentBundlesRequest,
  ZUpdateEnvironmentRequest,
  ZUpdateEnvironmentRuleRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createEnvironment } from "./create-environment.ts";
import { createEnvironmentRule } from "./create-environment-rule.ts";
import { deleteEnvironment } from "./delete-environment.ts";
import { deleteEnvironmentRule } from "./delete-environment-rule.ts";
import { getEnvironment } from "./get-environment.ts";
import { listEnvironmentBundles } from "./list-environment-bundles.ts";
import { listEnvironmentRules } from "./list-environment-rules.ts";
import { listEnvironments } from "./list-environments.ts";
import { replaceEnvironmentBundles } from "./replace-environment-bundles.ts";
import { requirementsRoutes } from "./requirements-routes.ts";
import { taxRatesRoutes } from "./tax-rates-routes.ts";
import { updateEnvironment } from "./update-environment.ts";
import { updateEnvironmentRule } from "./update-environment-rule.ts";

const zDeleted = z.object({ id: z.string() });

/** Building Use (environments) with sizing rules and suggested bundles; requirements; tax rates. */
export async function buildingUseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["building-use"];

  crudRoutes(app, {
    path: "/environments",
    tags,
    read: "catalogue.read",
    write: "referenceData.write",
    list: {
      summary: "List building uses",
      response: z.object({ data: z.array(ZEnvironment) }),
      run: listEnvironments,
    },
    create: {
      summary: "Add a building use",
      body: ZCreateEnvironmentRequest,
      response: ZEnvironmentDetail,
      run: createEnvironment,
    },
    get: {
      summary: "Get a building use with rules and bundles",
      response: ZEnvironmentDetail,
      run: (deps, _principal, id) => getEnvironment(deps, id),
    },
    update: {
      summary: "Update a building use",
      body: ZUpdateEnvironmentRequest,
      response: ZEnvironment,
      run: updateEnvironment,
    },
    delete: { summary: "Delete a building use", run: deleteEnvironment },
  });

  r.get(
    "/environments/:id/rules",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List the sizing rules of a building use",
        params: ZIdParams,
        response: { 200: z.object({ data: z.array(ZEnvironmentRule) }) },
      },
    },
    async (req) => listEnvironmentRules(depsOf(req), req.params.id),
  );
  r.post(
    "/environments/:id/rules",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Add a sizing rule",
        params: ZIdParams,
        body: ZCreateEnvironmentRuleRequest,
        response: { 201: ZEnvironmentRule },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createEnvironmentRule(depsOf(req), principalOf(req), req.params.id, req.body)),
  );
  r.put(
    "/environments/:id/rules/:ruleId",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Update a sizing rule",
        params: ZEnvironmentRuleParams,
        body: ZUpdateEnvironmentRuleRequest,
        response: { 200: ZEnvironmentRule },
      },
    },
    async (req) =>
      updateEnvironmentRule(depsOf(req), principalOf(req), req.params.id, req.params.ruleId, req.body),
  );
  r.delete(
    "/environments/:id/rules/:ruleId",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Delete a sizing rule",
        params: ZEnvironmentRuleParams,
        response: { 200: zDeleted },
      },
    },
    async (req) => deleteEnvironmentRule(depsOf(req), principalOf(req), req.params.id, req.params.ruleId),
  );

  r.get(
    "/environments/:id/bundles",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List the bundles a building use suggests",
        params: ZIdParams,
        response: { 200: z.object({ data: z.array(ZEnvironmentBundle) }) },
      },
    },
    async (req) => listEnvironmentBundles(depsOf(req), req.params.id),
  );
  r.put(
    "/environments/:id/bundles",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Replace the ordered list of bundles a building use suggests",
        params: ZIdParams,
        body: ZPutEnvironmentBundlesRequest,
        response: { 200: z.object({ data: z.array(ZEnvironmentBundle) }) },
      },
    },
    async (req) => replaceEnvironmentBundles(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  await requirementsRoutes(app);
  await taxRatesRoutes(app);
}
