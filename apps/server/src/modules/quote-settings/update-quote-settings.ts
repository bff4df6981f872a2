import { quoteSettings } from "@q2c/db";
import { AppError, type TQuoteSettings, type TUpdateQuoteSettingsRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { readQuoteSettings } from "./repo.ts";

/**
 * PUT /quote-settings: the caller's tenant's quote defaults and guardrails. The row is made on the first
 * save (a tenant without one reads the defaults at version 1); a stale version answers 409.
 */
export async function updateQuoteSettings(
  deps: Deps,
  principal: Principal,
  input: TUpdateQuoteSettingsRequest,
): Promise<TQuoteSettings> {
  const tenantId = principal.tenantId;
  await deps.db.transaction(async (tx) => {
    const before = await readQuoteSettings(tx, tenantId);
    if (before.version !== input.version)
      throw new AppError("conflict", { details: { version: before.version } });
    const cleared = new Set(input.nullFields ?? []);
    const limit = (field: "minMarginPercent" | "maxDiscountPercent") =>
      cleared.has(field) ? null : input[field] !== undefined ? input[field] : before[field];
    const next = {
      validDays: input.validDays ?? before.validDays,
      paymentTerms: input.paymentTerms ?? before.paymentTerms,
      minMarginPercent: limit("minMarginPercent"),
      maxDiscountPercent: limit("maxDiscountPercent"),
      orderAtAcceptance: input.orderAtAcceptance ?? before.orderAtAcceptance,
    };
    const written = await tx
      .insert(quoteSettings)
      .values({ tenantId, ...next, version: input.version + 1 })
      .onConflictDoUpdate({
        target: quoteSettings.tenantId,
        set: { ...next, version: input.version + 1, updatedAt: new Date() },
        setWhere: and(eq(quoteSettings.tenantId, tenantId), eq(quoteSettings.version, input.version)),
      })
      .returning({ version: quoteSettings.version });
    if (written.length === 0) throw new AppError("conflict", { details: { version: before.version } });
    await recordAudit(tx, {
      tenantId,
      type: "quoteSettings.updated",
      subjectId: tenantId,
      actorUserId: principal.userId,
      data: { before, after: next },
    });
  });
  return readQuoteSettings(deps.db, tenantId);
}
