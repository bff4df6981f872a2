import { ZCreateTaxRateRequest, ZIdParams, ZTaxRate, ZUpdateTaxRateRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createTaxRate } from "./create-tax-rate.ts";
import { deleteTaxRate } from "./delete-tax-rate.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import { updateTaxRate } from "./update-tax-rate.ts";

/** Sales-tax rates by jurisdiction: the platform owner edits them, the pricing engine reads them. */
export async function taxRatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["building-use"];

  r.get(
    "/tax-rates",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List sales-tax rates",
        response: { 200: z.object({ data: z.array(ZTaxRate) }) },
      },
    },
    async (req) => listTaxRates(depsOf(req)),
  );
  r.post(
    "/tax-rates",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Add a sales-tax rate",
        body: ZCreateTaxRateRequest,
        response: { 201: ZTaxRate },
      },
    },
    async (req, reply) => reply.code(201).send(await createTaxRate(depsOf(req), principalOf(req), req.body)),
  );
  r.put(
    "/tax-rates/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Update a sales-tax rate",
        params: ZIdParams,
        body: ZUpdateTaxRateRequest,
        response: { 200: ZTaxRate },
      },
    },
    async (req) => updateTaxRate(depsOf(req), principalOf(req), req.params.id, req.body),
  );
  r.delete(
    "/tax-rates/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Delete a sales-tax rate",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteTaxRate(depsOf(req), principalOf(req), req.params.id),
  );
}
