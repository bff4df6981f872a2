import { manufacturerPrices } from "@q2c/db";
import {
  AppError,
  MESSAGES,
  type TManufacturerPrice,
  type TUpdateManufacturerPriceRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCategoryExists } from "../catalogue-prices/repo.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { getManufacturerPrice } from "./get-manufacturer-price.ts";
import { findManufacturerPrice } from "./manufacturer-price-rows.ts";
import { assertPartnerAccount } from "./partner-accounts.ts";

/**
 * Changes a manufacturer price agreement (platform owner). The dates are checked as they will be
 * stored, so moving only the end before the stored start is refused too.
 */
export async function updateManufacturerPrice(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateManufacturerPriceRequest,
): Promise<TManufacturerPrice> {
  const { db } = deps;
  const { row: current } = await findManufacturerPrice(deps, principal, id);
  const nulls = new Set(input.nullFields ?? []);
  const pick = <K extends "accountId" | "categoryId" | "startDate" | "endDate">(key: K) =>
    nulls.has(key) ? null : input[key];
  const values = {
    manufacturerId: input.manufacturerId,
    accountId: pick("accountId"),
    categoryId: pick("categoryId"),
    discountPercent: input.discountPercent,
    startDate: pick("startDate"),
    endDate: pick("endDate"),
    notes: input.notes,
  };
  const start = values.startDate === undefined ? current.startDate : values.startDate;
  const end = values.endDate === undefined ? current.endDate : values.endDate;
  if (start && end && end < start) {
    throw new AppError("bad_request", { fields: { endDate: MESSAGES.dateOrder } });
  }
  if (values.manufacturerId) {
    await assertPartnerAccount(db, values.manufacturerId, "manufacturerId", "isManufacturer");
  }
  if (values.accountId) await assertPartnerAccount(db, values.accountId, "accountId");
  if (values.categoryId) await assertCategoryExists(db, values.categoryId);
  if (hasChanges(values)) {
    await db.transaction(async (tx) => {
      await tx
        .update(manufacturerPrices)
        .set(values)
        .where(and(eq(manufacturerPrices.tenantId, current.tenantId), eq(manufacturerPrices.id, current.id)));
      await recordAudit(tx, {
        tenantId: current.tenantId,
        type: "manufacturerPrice.updated",
        subjectId: current.id,
        actorUserId: principal.userId,
        data: { before: { discountPercent: current.discountPercent, endDate: current.endDate } },
      });
    });
  }
  return getManufacturerPrice(deps, principal, id);
}
