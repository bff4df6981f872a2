import { z } from "zod";
import { BILLING_FREQUENCIES, PRICING_MODELS } from "../pricing/pricing-constants.ts";
import { zPricingFigure } from "../pricing/pricing-figure.schema.ts";
import { PROJECT_MESSAGES } from "../projects/project-messages.ts";
import { zUuid, zYesNo } from "../validation/rules.ts";
import { zInt, zRequiredText, zText, zVersion } from "./common.ts";
import { ZLineFigures, ZPricingFigures } from "./project-figures.ts";

// Sites, buildings, bundle products and lines of a quote (domain §3), and the builder's calls.

export const ZLineDiscount = z
  .object({ amount: zPricingFigure(2).optional(), percent: zPricingFigure().optional() })
  .refine(
    (d) => (d.amount === undefined) !== (d.percent === undefined),
    "Give the discount as an amount or a percent.",
  )
  .nullable();

export const ZProjectLine = z.object({
  id: z.string(),
  bundleProductId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  partNumber: z.string(),
  pricingModel: z.enum(PRICING_MODELS),
  billingFrequency: z.enum(BILLING_FREQUENCIES).nullable(),
  quantity: z.string(),
  price: z.string(),
  cost: z.string().nullable(),
  /** Null, like cost, for readers outside the quote's MSP. */
  softCost: z.string().nullable(),
  resourceHours: z.string(),
  discount: z.union([z.object({ amount: z.string() }), z.object({ percent: z.string() })]).nullable(),
  taxExempt: z.boolean(),
  /** The contract product whose agreed price the line carries (apply-contract); domain: oneSkuContractProductId. */
  contractProductId: z.string().nullable(),
  optional: z.boolean(),
  alternativeGroup: z.string().nullable(),
  chosen: z.boolean(),
  notes: z.string(),
  position: z.number().int(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** The line's figures: in GET /projects/{id} only with getLineFigures (GET /quotes/{id} always). */
  figures: ZLineFigures.optional(),
});
export type TProjectLine = z.infer<typeof ZProjectLine>;

export const ZBundleTasks = z.object({
  items: z.array(z.string().trim().min(1).max(500)).max(200).default([]),
  users: z.array(zUuid).max(100).default([]),
  start: z.string().nullable().default(null),
  targetCompletion: z.string().nullable().default(null),
  completion: z.string().nullable().default(null),
});
export type TBundleTasks = z.infer<typeof ZBundleTasks>;
/** The answer's tasks: plain strings, since zUuid's lower-casing transform cannot encode. */
export const ZBundleTasksView = z.object({
  items: z.array(z.string()),
  users: z.array(z.string()),
  start: z.string().nullable(),
  targetCompletion: z.string().nullable(),
  completion: z.string().nullable(),
});

export const ZProjectBundleProduct = z.object({
  id: z.string(),
  buildingId: z.string(),
  bundleId: z.string().nullable(),
  name: z.string(),
  categoryId: z.string().nullable(),
  providerLinkId: z.string().nullable(),
  manufacturerId: z.string().nullable(),
  distributorId: z.string().nullable(),
  acceptEquipment: zYesNo,
  ingramPartNumber: z.string(),
  /** Recurring charge per month of the chosen lines, rounded up like building prices. */
  recurringPrice: z.string(),
  position: z.number().int(),
  tasks: ZBundleTasksView,
  totals: ZPricingFigures,
  lines: z.array(ZProjectLine),
});
export type TProjectBundleProduct = z.infer<typeof ZProjectBundleProduct>;

export const ZProjectBuilding = z.object({
  id: z.string(),
  locationId: z.string(),
  environmentId: z.string().nullable(),
  requirements: z.array(z.string()),
  occupancy: z.number().int().nullable(),
  name: z.string(),
  position: z.number().int(),
  /** One-time total, rounded up to whole units (domain §3). */
  totalPrice: z.string(),
  /** Monthly recurring total, rounded up to whole units. */
  recurringPrice: z.string(),
  /** Domain §3: reset to 0 on load. */
  discount: z.literal("0"),
  contractSummary: z.string(),
  totals: ZPricingFigures,
  /** Present with getProjectLocationBundleProducts. */
  bundleProducts: z.array(ZProjectBundleProduct).optional(),
});
export type TProjectBuilding = z.infer<typeof ZProjectBuilding>;

export const ZProjectLocation = z.object({
  id: z.string(),
  locationId: z.string().nullable(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  locality: z.string(),
  position: z.number().int(),
  taxRatePercent: z.string(),
  taxRateMissing: z.boolean(),
  totals: ZPricingFigures,
  buildings: z.array(ZProjectBuilding),
});
export type TProjectLocation = z.infer<typeof ZProjectLocation>;

/** A building in PUT /projects/{id}?updateBuildings=true. */
export const ZProjectBuildingInput = z.object({
  id: zUuid.optional(),
  locationId: zUuid,
  name: zRequiredText("Building name", 100),
  environmentId: zUuid.nullish(),
  requirements: z.array(zUuid).max(50).optional(),
  occupancy: z.number().int().min(0).max(1_000_000).nullish(),
  position: zInt().optional(),
  contractSummary: zText(5000).optional(),
});
export type TProjectBuildingInput = z.infer<typeof ZProjectBuildingInput>;

export const ZProjectLocationUpdate = z.object({
  version: zVersion,
  name: zRequiredText("Location name", 100).optional(),
  locationId: zUuid.nullish(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code.")
    .optional(),
  region: zText(100).optional(),
  locality: zText(100).optional(),
  position: zInt().optional(),
});

/** Editable pricing columns of a line; absent fields stay unchanged. */
const lineEdit = {
  name: zRequiredText("Name", 300).optional(),
  partNumber: zText(100).optional(),
  pricingModel: z.enum(PRICING_MODELS).optional(),
  billingFrequency: z.enum(BILLING_FREQUENCIES).nullish(),
  quantity: zPricingFigure().optional(),
  price: zPricingFigure().optional(),
  cost: zPricingFigure().nullish(),
  softCost: zPricingFigure().optional(),
  resourceHours: zPricingFigure().optional(),
  discount: ZLineDiscount.optional(),
  taxExempt: z.boolean().optional(),
  optional: z.boolean().optional(),
  alternativeGroup: zText(60).nullish(),
  chosen: z.boolean().optional(),
  notes: zText(2000).optional(),
};
export const ZLineEdit = z.object(lineEdit);
export type TLineEdit = z.infer<typeof ZLineEdit>;

/**
 * POST /projects/{id}/project-location-products: a line into a bundle product, or (with buildingId)
 * a one-SKU bundle product holding it. From the catalogue (productId: its name, part number and
 * prices are copied) or typed (name and price).
 */
export const ZCreateLineRequest = z
  .object({
    version: zVersion,
    bundleProductId: zUuid.optional(),
    buildingId: zUuid.optional(),
    productId: zUuid.optional(),
    ...lineEdit,
  })
  .refine((b) => (b.bundleProductId === undefined) !== (b.buildingId === undefined), {
    message: "Give either a bundle product or a building.",
    path: ["bundleProductId"],
  })
  .refine((b) => b.productId !== undefined || b.name !== undefined, {
    message: "Choose a product or enter a name.",
    path: ["productId"],
  });
export type TCreateLineRequest = z.infer<typeof ZCreateLineRequest>;

export const ZUpdateLineRequest = z.object({ version: zVersion, ...lineEdit });
export const ZBulkUpdateLinesRequest = z.object({
  version: zVersion,
  lines: z
    .array(z.object({ id: zUuid, ...lineEdit }))
    .min(1, PROJECT_MESSAGES.idsRequired)
    .max(2000),
});
export const ZIdsRequest = z.object({
  version: zVersion,
  ids: z.array(zUuid).min(1, PROJECT_MESSAGES.idsRequired).max(2000),
});
export type TIdsRequest = z.infer<typeof ZIdsRequest>;

/** PUT /projects/{id}/location-one-sku-products: quantity 0 removes the product from the building. */
export const ZOneSkuProductsRequest = z.object({
  version: zVersion,
  buildingId: zUuid,
  products: z
    .array(z.object({ productId: zUuid, quantity: zPricingFigure() }))
    .min(1, PROJECT_MESSAGES.idsRequired)
    .max(500),
});

/** PUT /projects/{id}/project-location-bundle-products/positions: the building's bundle products in order. */
export const ZBundlePositionsRequest = z.object({
  version: zVersion,
  buildingId: zUuid,
  ids: z.array(zUuid).min(1, PROJECT_MESSAGES.idsRequired).max(2000),
});

const bundleProductEdit = {
  name: zRequiredText("Name", 300).optional(),
  categoryId: zUuid.nullish(),
  providerLinkId: zUuid.nullish(),
  manufacturerId: zUuid.nullish(),
  distributorId: zUuid.nullish(),
  acceptEquipment: zYesNo.optional(),
  ingramPartNumber: zText(100).optional(),
  tasks: ZBundleTasks.optional(),
};
/** PUT /projects/{id}/location-bundles/{bundleProductId}: one bundle product's own fields. */
export const ZUpdateBundleProductRequest = z.object({ version: zVersion, ...bundleProductEdit });

/** POST /projects/{id}/bundle-products/bulk: catalogue bundles (their items become lines) or named groups. */
export const ZBulkCreateBundleProductsRequest = z.object({
  version: zVersion,
  buildingId: zUuid,
  items: z
    .array(
      z
        .object({
          bundleId: zUuid.optional(),
          name: zRequiredText("Name", 300).optional(),
          quantity: zPricingFigure().optional(),
        })
        .refine((i) => i.bundleId !== undefined || i.name !== undefined, {
          message: "Choose a bundle or enter a name.",
          path: ["bundleId"],
        }),
    )
    .min(1, PROJECT_MESSAGES.idsRequired)
    .max(200),
});
export const ZBulkUpdateBundleProductsRequest = z.object({
  version: zVersion,
  bundleProducts: z
    .array(z.object({ id: zUuid, ...bundleProductEdit }))
    .min(1, PROJECT_MESSAGES.idsRequired)
    .max(2000),
});
/** PUT /projects/{id}/bundle-products/bulk/position: moves (also to another building) and order. */
export const ZBulkPositionRequest = z.object({
  version: zVersion,
  moves: z
    .array(z.object({ id: zUuid, buildingId: zUuid, position: zInt() }))
    .min(1, PROJECT_MESSAGES.idsRequired)
    .max(2000),
});
/** PATCH /projects/{id}/bundle-products/bulk/price: one price change on every line of the bundle products. */
export const ZBulkPriceRequest = z.object({
  version: zVersion,
  ids: z.array(zUuid).min(1, PROJECT_MESSAGES.idsRequired).max(2000),
  change: z.union([
    /** Price up (or down, negative) by a percent. */
    z.object({ percent: z.coerce.number().min(-100).max(1000) }),
    /** Price = cost with this gross margin (lines without cost keep their price). */
    z.object({ marginPercent: z.coerce.number().min(0).max(99.99) }),
    /** Discount on every line. */
    z.object({ discountPercent: z.coerce.number().min(0).max(100) }),
  ]),
});

/** PATCH /projects/{id}/products: every line of one catalogue product changes together. */
export const ZBatchProductUpdateRequest = z.object({
  version: zVersion,
  productId: zUuid,
  changes: z.object({
    price: zPricingFigure().optional(),
    cost: zPricingFigure().nullish(),
    softCost: zPricingFigure().optional(),
    quantity: zPricingFigure().optional(),
    discount: ZLineDiscount.optional(),
  }),
});

/** PUT /projects/{id}/buildings/{buildingId}/import-bom answer. */
export const ZBomImportReport = z.object({
  version: z.number().int(),
  totalRows: z.number().int(),
  added: z.number().int(),
  failed: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(["added", "error"]),
      lineId: z.string().nullable(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
});
export type TBomImportReport = z.infer<typeof ZBomImportReport>;

/** GET /projects/{id}/generate-table: the pricing table of the proposal, one row per level. */
export const ZPricingTable = z.object({
  termMonths: z.number().int(),
  rows: z.array(
    z.object({
      level: z.enum(["location", "building", "bundleProduct", "line"]),
      id: z.string(),
      name: z.string(),
      depth: z.number().int(),
      quantity: z.string().nullable(),
      unitPrice: z.string().nullable(),
      oneTimeTotal: z.string(),
      monthlyTotal: z.string(),
      termTotal: z.string(),
      optional: z.boolean(),
      /** A line's group of alternatives (good / better / best: the customer picks one); null otherwise. */
      alternativeGroup: z.string().nullable(),
    }),
  ),
  totals: ZPricingFigures,
});
export type TPricingTable = z.infer<typeof ZPricingTable>;
