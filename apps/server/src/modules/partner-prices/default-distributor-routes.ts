import {
  ZCreateDefaultDistributorRequest,
  ZDefaultDistributor,
  ZDistributorChoice,
  ZUpdateDefaultDistributorRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf } from "../../plugins/access.ts";
import { createDefaultDistributor } from "./create-default-distributor.ts";
import { deleteDefaultDistributor } from "./delete-default-distributor.ts";
import { listDefaultDistributors } from "./list-default-distributors.ts";
import { listDistributorChoices } from "./list-distributor-choices.ts";
import { updateDefaultDistributor } from "./update-default-distributor.ts";

/** The caller account's default distributors (/settings/distributors). */
export async function defaultDistributorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["default distributors"];

  crudRoutes(app, {
    path: "/default-distributors",
    tags,
    read: "catalogue.read",
    write: "catalogue.write",
    list: {
      summary: "List the account's default distributors in order",
      response: z.object({ data: z.array(ZDefaultDistributor) }),
      run: listDefaultDistributors,
    },
    create: {
      summary: "Add a default distributor",
      body: ZCreateDefaultDistributorRequest,
      response: ZDefaultDistributor,
      run: createDefaultDistributor,
    },
    update: {
      summary: "Move a default distributor or change its category",
      body: ZUpdateDefaultDistributorRequest,
      response: ZDefaultDistributor,
      run: updateDefaultDistributor,
    },
    delete: { summary: "Remove a default distributor", run: deleteDefaultDistributor },
  });

  // Not a row of the resource: the accounts the Add dialog offers.
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
}
