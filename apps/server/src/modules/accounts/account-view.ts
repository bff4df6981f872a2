import { API_PREFIX, ENTITLEMENT_FLAGS, type TAccount, type TBranding, toYesNo } from "@q2c/domain";
import { type AccountRow, brandable, kindOf } from "./repo.ts";

/** Where a stored file is served; the web puts it straight into an <img>. */
export const fileUrl = (fileId: string): string => `${API_PREFIX}/files/${fileId}`;

export function toAccount(row: AccountRow, platformAccountId: string): TAccount {
  return {
    id: row.id,
    tenantId: row.tenantId,
    parentId: row.parentId,
    accountName: row.accountName,
    companyType: row.companyType,
    kind: kindOf(row, platformAccountId),
    isMSP: toYesNo(row.isMSP),
    isSpLink: toYesNo(row.isSpLink),
    isIsp: toYesNo(row.isIsp),
    isFinancial: toYesNo(row.isFinancial),
    isDistributor: toYesNo(row.isDistributor),
    isContractor: toYesNo(row.isContractor),
    isManufacturer: toYesNo(row.isManufacturer),
    brandable: brandable(row, platformAccountId),
    brandFlag: toYesNo(row.brandFlag),
    teamPlan: toYesNo(row.teamPlan),
    canManageContracts: toYesNo(row.canManageContracts),
    onboardingStep: row.onboardingStep,
    squareLogo: row.squareLogo,
    crmId: row.crmId,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stored branding; an empty colour means the default colour (foundation §5). */
export function brandingOf(row: AccountRow): TBranding {
  const logoFileId = row.branding.logoFileId || null;
  return {
    primaryColor: row.branding.primaryColor ?? "",
    secondaryColor: row.branding.secondaryColor ?? "",
    logoFileId,
    logoUrl: logoFileId ? fileUrl(logoFileId) : null,
  };
}

/** Every entitlement flag with its value; the platform owner has them all (foundation §6). */
export function entitlementsOf(row: AccountRow, platformAccountId: string): Record<string, boolean> {
  const owner = row.id === platformAccountId;
  return Object.fromEntries(ENTITLEMENT_FLAGS.map((f) => [f, owner || row.entitlements[f] === true]));
}
