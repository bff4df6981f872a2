import {
  ZCreateDefaultDistributorRequest,
  ZDefaultDistributor,
  ZDistributorChoice,
  ZIdParams,
  ZUpdateDefaultDistributorRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createDefaultDistributor } from "./create-default-distributor.ts";
import { deleteDefaultDistributor } from "./delete-default-distributor.ts";
import { listDefaultDistributors } from "./list-default-distributors.ts";
import { listDistributorChoices } from "./list-distributor-choices.ts";
import { updateDefaultDistributor } from "./update-default-distributor.ts";

/** The caller account's default distributors (/settings/distributors). */
export async function defaultDistributorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["default distributors"];

  r.get(
    "/default-distributors",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List the account's default distributors in order",
        response: { 200: z.object({ data: z.array(ZDefaultDistributor) }) },
      },
    },
    async (req) => listDefaultDistributors(depsOf(req), principalOf(req)),
  );

  r.get(
    "/default-distributors/choices",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "The distributor accounts that can be chosen as defaults",
        response: { 200: z.object({ data: z.array(ZDistributorChoice) }) },
      },
    },
    async (req) => listDistributorChoices(depsOf(req)),
  );

  r.post(
    "/default-distributors",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a default distributor",
        body: ZCreateDefaultDistributorRequest,
        response: { 201: ZDefaultDistributor },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createDefaultDistributor(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/default-distributors/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Move a default distributor or change its category",
        params: ZIdParams,
        body: ZUpdateDefaultDistributorRequest,
        response: { 200: ZDefaultDistributor },
      },
    },
    async (req) => updateDefaultDistributor(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/default-distributors/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Remove a default distributor",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteDefaultDistributor(depsOf(req), principalOf(req), req.params.id),
  );
}
