import { servicePrices, uuidv7 } from "@q2c/db";
import { AppError, type TCreateServicePriceRequest, type TServicePrice } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { toServicePrice } from "./service-rows.ts";

/** Adds a price tier to a service the caller owns; it lives in the service's tenant. */
export async function createServicePrice(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  input: TCreateServicePriceRequest,
): Promise<TServicePrice> {
  const service = await findService(deps, principal, serviceId, "write");
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(servicePrices)
      .values({
        tenantId: service.tenantId,
        id: uuidv7(),
        productId: service.id,
        name: input.name,
        unit: input.unit ?? "each",
        minQuantity: input.minQuantity ?? 1,
        price: input.price,
        cost: input.cost ?? null,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: created.tenantId,
      type: "servicePrice.created",
      subjectId: created.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, price: created.price },
    });
    return created;
  });
  return toServicePrice(row);
}
