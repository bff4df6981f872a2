import { managedPrices, uuidv7 } from "@q2c/db";
import { AppError, type TCreateManagedPriceRequest, type TManagedPrice } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { toManagedPrice } from "./managed-price-rows.ts";

/** Adds a managed-service price to the caller's own list (the owner's list is the platform's). */
export async function createManagedPrice(
  deps: Deps,
  principal: Principal,
  input: TCreateManagedPriceRequest,
): Promise<TManagedPrice> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(managedPrices)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        type: input.type,
        name: input.name,
        unit: input.unit ?? "each",
        price: input.price,
        cost: input.cost ?? null,
        termMonths: input.termMonths ?? 12,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: created.tenantId,
      type: "managedPrice.created",
      subjectId: created.id,
      actorUserId: principal.userId,
      data: { type: created.type, price: created.price },
    });
    return created;
  });
  return toManagedPrice(row, principal);
}
