import { ZCreateTaxRateRequest, ZTaxRate, ZUpdateTaxRateRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { createTaxRate } from "./create-tax-rate.ts";
import { deleteTaxRate } from "./delete-tax-rate.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import { updateTaxRate } from "./update-tax-rate.ts";

/** Sales-tax rates by jurisdiction: the platform owner edits them, the pricing engine reads them. */
export async function taxRatesRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    path: "/tax-rates",
    tags: ["building-use"],
    read: "catalogue.read",
    write: "referenceData.write",
    list: {
      summary: "List sales-tax rates",
      response: z.object({ data: z.array(ZTaxRate) }),
      run: listTaxRates,
    },
    create: {
      summary: "Add a sales-tax rate",
      body: ZCreateTaxRateRequest,
      response: ZTaxRate,
      run: createTaxRate,
    },
    update: {
      summary: "Update a sales-tax rate",
      body: ZUpdateTaxRateRequest,
      response: ZTaxRate,
      run: updateTaxRate,
    },
    delete: { summary: "Delete a sales-tax rate", run: deleteTaxRate },
  });
}
