import { taxRates } from "@q2c/db";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTaxRate } from "./tax-rates-repo.ts";

/** Deletes a sales-tax rate (platform owner); quotes there fall back to the region or country rate. */
export async function deleteTaxRate(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const rate = await findTaxRate(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(taxRates).where(eq(taxRates.id, id));
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "tax_rate.deleted",
      subjectId: id,
      data: {
        country: rate.country,
        region: rate.region,
        locality: rate.locality,
        ratePercent: rate.ratePercent,
      },
    });
  });
  return { id };
}
