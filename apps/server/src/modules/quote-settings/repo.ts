import { type Db, quoteSettings } from "@q2c/db";
import { DEFAULT_VALID_DAYS, type Guardrails, type TQuoteSettings } from "@q2c/domain";
import { eq } from "drizzle-orm";

/** A stored percent ("20.00") as the wire writes it ("20"). */
const percentOut = (v: string | null): string | null => (v === null ? null : String(Number(v)));

/** The tenant's quote settings; a tenant that never saved any has the defaults at version 1. */
export async function readQuoteSettings(db: Db, tenantId: string): Promise<TQuoteSettings> {
  const [row] = await db.select().from(quoteSettings).where(eq(quoteSettings.tenantId, tenantId));
  return {
    validDays: row?.validDays ?? DEFAULT_VALID_DAYS,
    paymentTerms: row?.paymentTerms ?? "",
    minMarginPercent: percentOut(row?.minMarginPercent ?? null),
    maxDiscountPercent: percentOut(row?.maxDiscountPercent ?? null),
    orderAtAcceptance: row?.orderAtAcceptance ?? true,
    version: row?.version ?? 1,
  };
}

export const guardrailsOf = (s: TQuoteSettings): Guardrails => ({
  minMarginPercent: s.minMarginPercent,
  maxDiscountPercent: s.maxDiscountPercent,
});
