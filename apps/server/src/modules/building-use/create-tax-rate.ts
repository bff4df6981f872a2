import { taxRates, uuidv7 } from "@q2c/db";
import { AppError, type TCreateTaxRateRequest, type TTaxRate } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertJurisdictionFree, toTaxRate } from "./tax-rates-repo.ts";

/** Adds the sales-tax rate of a jurisdiction (platform owner); one row per jurisdiction. */
export async function createTaxRate(
  deps: Deps,
  principal: Principal,
  input: TCreateTaxRateRequest,
): Promise<TTaxRate> {
  const { db } = deps;
  const place = { country: input.country, region: input.region ?? "", locality: input.locality ?? "" };
  await assertJurisdictionFree(db, place);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(taxRates)
      .values({ id: uuidv7(), ...place, ratePercent: input.ratePercent })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "tax_rate.created",
      subjectId: created.id,
      data: { ...place, ratePercent: created.ratePercent },
    });
    return created;
  });
  return toTaxRate(row);
}
