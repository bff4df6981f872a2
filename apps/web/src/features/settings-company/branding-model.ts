import {
  FILE_IMAGE_TYPES,
  FILE_MAX_BYTES,
  isBrandable,
  MESSAGES,
  type TAccountDetail,
  THEME_COLORS,
} from "@q2c/domain";

/** Empty colours mean the default ones (foundation §5). */
export const DEFAULT_PRIMARY = THEME_COLORS.primary;
export const DEFAULT_SECONDARY = "#82868B";

/** Foundation §1, applied to the account as the server describes it. */
export function accountIsBrandable(account: TAccountDetail): boolean {
  return isBrandable({
    isCustomer: account.kind === "customer",
    teamPlanSelected: account.teamPlan === "yes",
    isPlatformOwner: account.kind === "platformOwner",
    isMsp: account.isMSP === "yes",
    hasBrandFlag: account.brandFlag === "yes",
  });
}

/** Why an account has no branding, in the words of its kind. */
export function notBrandableReason(account: TAccountDetail): string {
  if (account.kind === "platformOwner") return "The platform owner's account uses the platform's own look.";
  if (account.kind === "customer")
    return "Customers on the team plan use the platform's standard look instead of their own branding.";
  if (account.isMSP === "yes")
    return "Your own logo and colours need the branding option on your service provider account. Ask the platform operator to turn it on.";
  return "Only service providers with the branding option and their customers can have their own logo and colours.";
}

/** Checked before uploading, with the server's own messages; null when the file may go. */
export function logoFileProblem(file: File): string | null {
  if (!(FILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.fileTypeNotAllowed;
  if (file.size > FILE_MAX_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/** Black or white, whichever reads better on a #RRGGBB background (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return "#FFFFFF";
  const [r, g, b] = match.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? "#000000" : "#FFFFFF";
}
