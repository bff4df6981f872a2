import { manufacturerPrices, uuidv7 } from "@q2c/db";
import type { TCreateManufacturerPriceRequest, TManufacturerPrice } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCategoryExists } from "../catalogue-prices/repo.ts";
import { getManufacturerPrice } from "./get-manufacturer-price.ts";
import { assertPartnerAccount } from "./partner-accounts.ts";

/** Records a manufacturer's discount off list (platform owner), for every account or one. */
export async function createManufacturerPrice(
  deps: Deps,
  principal: Principal,
  input: TCreateManufacturerPriceRequest,
): Promise<TManufacturerPrice> {
  const { db } = deps;
  await assertPartnerAccount(db, input.manufacturerId, "manufacturerId", "isManufacturer");
  if (input.accountId) await assertPartnerAccount(db, input.accountId, "accountId");
  if (input.categoryId) await assertCategoryExists(db, input.categoryId);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await tx.insert(manufacturerPrices).values({
      tenantId: principal.tenantId,
      id,
      manufacturerId: input.manufacturerId,
      accountId: input.accountId ?? null,
      categoryId: input.categoryId ?? null,
      discountPercent: input.discountPercent,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      notes: input.notes ?? "",
    });
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      type: "manufacturerPrice.created",
      subjectId: id,
      actorUserId: principal.userId,
      data: { manufacturerId: input.manufacturerId, discountPercent: input.discountPercent },
    });
  });
  return getManufacturerPrice(deps, principal, id);
}
