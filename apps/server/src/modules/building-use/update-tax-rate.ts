import { taxRates } from "@q2c/db";
import { AppError, type TTaxRate, type TUpdateTaxRateRequest } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertJurisdictionFree, findTaxRate, toTaxRate } from "./tax-rates-repo.ts";

/** Changes a sales-tax rate or its jurisdiction (platform owner); the jurisdiction must stay unique. */
export async function updateTaxRate(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateTaxRateRequest,
): Promise<TTaxRate> {
  const { db } = deps;
  const current = await findTaxRate(db, id);
  const place = {
    country: input.country ?? current.country,
    region: input.region ?? current.region,
    locality: input.locality ?? current.locality,
  };
  await assertJurisdictionFree(db, place, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(taxRates)
      .set({ ...place, ratePercent: input.ratePercent })
      .where(eq(taxRates.id, id))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "tax_rate.updated",
      subjectId: id,
      data: { ...place, ratePercent: updated.ratePercent, previousRatePercent: current.ratePercent },
    });
    return updated;
  });
  return toTaxRate(row);
}
