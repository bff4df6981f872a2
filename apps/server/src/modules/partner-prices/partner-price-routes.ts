import {
  ZCreateFinanceChargeRequest,
  ZCreateManufacturerPriceRequest,
  ZFinanceCharge,
  ZFinanceChargeListQuery,
  ZManufacturerPrice,
  ZManufacturerPriceListQuery,
  ZUpdateFinanceChargeRequest,
  ZUpdateManufacturerPriceRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { type CrudAccess, crudRoutes } from "../../lib/crud-routes.ts";
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
  const access: CrudAccess = {
    tags: ["partner prices"],
    read: "catalogue.read",
    write: "referenceData.write",
  };

  crudRoutes(app, {
    ...access,
    path: "/manufacturer-prices",
    list: {
      summary: "List manufacturer prices, by account or manufacturer",
      query: ZManufacturerPriceListQuery,
      response: zPage(ZManufacturerPrice),
      run: listManufacturerPrices,
    },
    get: { summary: "Get a manufacturer price", response: ZManufacturerPrice, run: getManufacturerPrice },
    create: {
      summary: "Add a manufacturer price",
      body: ZCreateManufacturerPriceRequest,
      response: ZManufacturerPrice,
      run: createManufacturerPrice,
    },
    update: {
      summary: "Change a manufacturer price",
      body: ZUpdateManufacturerPriceRequest,
      response: ZManufacturerPrice,
      run: updateManufacturerPrice,
    },
    delete: { summary: "Delete a manufacturer price", run: deleteManufacturerPrice },
  });

  crudRoutes(app, {
    ...access,
    path: "/finance-charges",
    list: {
      summary: "List finance charges, for a set of partners with partnerIds",
      query: ZFinanceChargeListQuery,
      response: zPage(ZFinanceCharge),
      run: listFinanceCharges,
    },
    get: { summary: "Get a finance charge", response: ZFinanceCharge, run: getFinanceCharge },
    create: {
      summary: "Add a finance charge of a financial partner",
      body: ZCreateFinanceChargeRequest,
      response: ZFinanceCharge,
      run: createFinanceCharge,
    },
    update: {
      summary: "Change a finance charge",
      body: ZUpdateFinanceChargeRequest,
      response: ZFinanceCharge,
      run: updateFinanceCharge,
    },
    delete: { summary: "Delete a finance charge", run: deleteFinanceCharge },
  });
}
