import Decimal from "decimal.js";
import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";
import { zUuid } from "../validation/rules.ts";
import { zInt, zJsonObject, zMoney, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";

/** Foundation §5: prices on buildings are rounded up to whole units. */
export const roundUpToUnit = (amount: string): string => new Decimal(amount).ceil().toFixed(0);
const zBuildingPrice = zMoney.transform(roundUpToUnit);

export const ZFloor = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  areaSqft: z.number().int().nullable(),
});
export type TFloor = z.infer<typeof ZFloor>;

export const ZBuilding = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  position: z.number().int(),
  totalPrice: z.string(),
  recurringPrice: z.string(),
  discount: z.string(),
  contractSummary: z.string(),
  bundleProducts: z.array(z.record(z.string(), z.unknown())),
});
export type TBuilding = z.infer<typeof ZBuilding>;

export const ZLocation = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  floors: z.array(ZFloor).optional(),
  buildings: z.array(ZBuilding).optional(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZFloorInput = z.object({
  /** An existing floor of this location; absent for a new one. */
  id: zUuid.optional(),
  name: zRequiredText("Floor name", 100),
  position: zInt().optional(),
  areaSqft: zInt().nullable().optional(),
});

export const ZBuildingInput = z.object({
  /** An existing building of this location; absent for a new one. */
  id: zUuid.optional(),
  name: zRequiredText("Building name", 100),
  position: zInt().optional(),
  totalPrice: zBuildingPrice.optional(),
  recurringPrice: zBuildingPrice.optional(),
  discount: zMoney.optional(),
  contractSummary: zText(5000).optional(),
  bundleProducts: z
    .array(zJsonObject({ maxChars: 16_000 }))
    .max(200)
    .optional(),
});
export type TFloorInput = z.infer<typeof ZFloorInput>;
export type TBuildingInput = z.infer<typeof ZBuildingInput>;

const addressFields = {
  address1: zText(200).optional(),
  address2: zText(200).optional(),
  city: zText(100).optional(),
  state: zText(100).optional(),
  zip: zText(20).optional(),
  country: zText(100).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
};

export const ZCreateLocationRequest = z.object({
  name: zRequiredText("Name", 200),
  ...addressFields,
  floors: z.array(ZFloorInput).max(200).optional(),
  buildings: z.array(ZBuildingInput).max(200).optional(),
  /** POST /locations: the account it belongs to; the caller's own when absent. */
  accountId: zUuid.optional(),
});
export type TCreateLocationRequest = z.infer<typeof ZCreateLocationRequest>;

/** Floors and buildings, when sent, are the whole list: missing ones are deleted, new ones added. */
export const ZUpdateLocationRequest = z.object({
  version: zVersion,
  name: zRequiredText("Name", 200).optional(),
  ...addressFields,
  floors: z.array(ZFloorInput).max(200).optional(),
  buildings: z.array(ZBuildingInput).max(200).optional(),
  /** Leave the buildings as they are, even when the body carries them (also accepted as a query value). */
  noBuildingsUpdate: z.boolean().optional(),
  nullFields: zNullFields(["latitude", "longitude"]),
});
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

export const ZUpdateLocationQuery = z.object({ noBuildingsUpdate: z.stringbool().optional() });

export const ZLocationListQuery = ZPageQuery.extend({
  accountId: zUuid.optional(),
  getFloors: z.stringbool().optional(),
  getBuildings: z.stringbool().optional(),
});
export type TLocationListQuery = z.infer<typeof ZLocationListQuery>;

export const ZAccountLocationsQuery = ZLocationListQuery.omit({ accountId: true });

export const ZUpdateFloorRequest = z.object({
  /** The location's version, when the client wants a stale edit refused. */
  version: zVersion.optional(),
  name: zRequiredText("Floor name", 100).optional(),
  position: zInt().optional(),
  areaSqft: zInt().optional(),
  nullFields: zNullFields(["areaSqft"]),
});
export type TUpdateFloorRequest = z.infer<typeof ZUpdateFloorRequest>;

export const ZFloorParams = z.object({ id: zUuid, floorId: zUuid });
