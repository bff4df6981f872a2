import { accounts, files } from "@q2c/db";
import { AppError, type TBranding, type TUpdateBrandingRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { brandingOf } from "./account-view.ts";
import { brandable, findAccountInScope } from "./repo.ts";

/**
 * Sets an account's colours (#RRGGBB, or empty for the default) and logo. Only a brandable account
 * (foundation §1) has branding: any other answers 403. The logo must be an image uploaded for this account.
 */
export async function updateBranding(
  deps: Deps,
  principal: Principal,
  accountId: string,
  input: TUpdateBrandingRequest,
): Promise<TBranding> {
  const { db } = deps;
  const row = await findAccountInScope(db, principal, accountId);
  if (!brandable(row, deps.config.platformAccountId)) throw new AppError("not_brandable");
  if (input.logoFileId) {
    const [file] = await db
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(
        and(eq(files.tenantId, row.tenantId), eq(files.accountId, row.id), eq(files.id, input.logoFileId)),
      );
    if (!file?.mimeType.startsWith("image/")) {
      throw new AppError("bad_request", {
        fields: { logoFileId: "Upload the logo for this account first." },
      });
    }
  }
  const branding: Record<string, string> = { ...row.branding };
  if (input.primaryColor !== undefined) branding.primaryColor = input.primaryColor;
  if (input.secondaryColor !== undefined) branding.secondaryColor = input.secondaryColor;
  if (input.logoFileId !== undefined) branding.logoFileId = input.logoFileId;
  if (input.nullFields?.includes("logoFileId")) delete branding.logoFileId;
  const [updated] = await db
    .update(accounts)
    .set({ branding, updatedAt: new Date() })
    .where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.id)))
    .returning();
  return brandingOf(updated ?? row);
}
