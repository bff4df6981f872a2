import {
  ZCreateFinanceChargeRequest,
  ZCreateManufacturerPriceRequest,
  ZFinanceCharge,
  ZFinanceChargeListQuery,
  ZIdParams,
  ZManufacturerPrice,
  ZManufacturerPriceListQuery,
  ZUpdateFinanceChargeRequest,
  ZUpdateManufacturerPriceRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createFinanceCharge } from "./create-finance-charge.ts";
import { createManufacturerPrice } from "./create-manufacturer-price.ts";
import { deleteFinanceCharge } from "./delete-finance-charge.ts";
import { deleteManufacturerPrice } from "./delete-manufacturer-price.ts";
import { getFinanceCharge } from "./get-finance-charge.ts";
import { getManufacturerPrice } from "./get-manufacturer-price.ts";
import { listFinanceCharges } from "./list-finance-charges.ts";
import { listManufacturerPrices } from "./list-manufacturer-prices.ts";
import { updateFinanceCharge } from "./update-finance-charge.ts";
import { updateManufacturerPrice } from "./update-manufacturer-price.ts";

/** The platform owner's manufacturer prices and finance charges: MSPs read them, the owner writes. */
export async function partnerPriceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["partner prices"];
  const deleted = { 200: z.object({ id: z.string() }) };

  r.get(
    "/manufacturer-prices",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List manufacturer prices, by account or manufacturer",
        querystring: ZManufacturerPriceListQuery,
        response: { 200: zPage(ZManufacturerPrice) },
      },
    },
    async (req) => listManufacturerPrices(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/manufacturer-prices/:id",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Get a manufacturer price",
        params: ZIdParams,
        response: { 200: ZManufacturerPrice },
      },
    },
    async (req) => getManufacturerPrice(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/manufacturer-prices",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Add a manufacturer price",
        body: ZCreateManufacturerPriceRequest,
        response: { 201: ZManufacturerPrice },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createManufacturerPrice(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/manufacturer-prices/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Change a manufacturer price",
        params: ZIdParams,
        body: ZUpdateManufacturerPriceRequest,
        response: { 200: ZManufacturerPrice },
      },
    },
    async (req) => updateManufacturerPrice(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/manufacturer-prices/:id",
    {
      config: { permission: "referenceData.write" },
      schema: { tags, summary: "Delete a manufacturer price", params: ZIdParams, response: deleted },
    },
    async (req) => deleteManufacturerPrice(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/finance-charges",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List finance charges, for a set of partners with partnerIds",
        querystring: ZFinanceChargeListQuery,
        response: { 200: zPage(ZFinanceCharge) },
      },
    },
    async (req) => listFinanceCharges(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/finance-charges/:id",
    {
      config: { permission: "catalogue.read" },
      schema: { tags, summary: "Get a finance charge", params: ZIdParams, response: { 200: ZFinanceCharge } },
    },
    async (req) => getFinanceCharge(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/finance-charges",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Add a finance charge of a financial partner",
        body: ZCreateFinanceChargeRequest,
        response: { 201: ZFinanceCharge },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createFinanceCharge(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/finance-charges/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Change a finance charge",
        params: ZIdParams,
        body: ZUpdateFinanceChargeRequest,
        response: { 200: ZFinanceCharge },
      },
    },
    async (req) => updateFinanceCharge(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/finance-charges/:id",
    {
      config: { permission: "referenceData.write" },
      schema: { tags, summary: "Delete a finance charge", params: ZIdParams, response: deleted },
    },
    async (req) => deleteFinanceCharge(depsOf(req), principalOf(req), req.params.id),
  );
}
