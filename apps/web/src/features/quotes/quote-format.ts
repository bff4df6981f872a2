import { type AccessContext, isAllowed, type QuoteStage } from "@q2c/domain";

/** Stage badges: early stages neutral, money stages in the primary colour, the end in success. */
export const STAGE_COLORS: Record<QuoteStage, string> = {
  build: "gray",
  review: "gray",
  price: "primary",
  proposal: "primary",
  finance: "primary",
  agreement: "warning",
  acceptance: "warning",
  completed: "success",
};

/**
 * A decimal string for display, with thousands separators and two decimals, without going through
 * a float: "12345.5" → "12,345.50", "-3" → "-3.00". Extra decimals are shown as they came.
 */
export function formatAmount(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "—";
  const text = value.trim();
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const decimals = fraction.length >= 2 ? fraction : fraction.padEnd(2, "0");
  return `${negative ? "-" : ""}$${grouped}.${decimals}`;
}

/** A margin in percent ("35.20" → "35.20%"); none when the price is zero. */
export const formatMargin = (value: string | null | undefined): string =>
  value === null || value === undefined ? "—" : `${value}%`;

/** Service providers (and the platform) build quotes (quotes.edit); customers and partners read them. */
export const canBuildQuotes = (ctx: AccessContext): boolean => isAllowed("quotes.edit", ctx);

/**
 * Costs and margins are the provider's business (the platform owner's and the MSP's): never the
 * customer's nor a link partner's, whose answers carry none anyway.
 */
export const seesMargins = (ctx: AccessContext): boolean =>
  ctx.accountKind === "platformOwner" || ctx.accountKind === "msp_expert";

const enc = encodeURIComponent;

/** Where a quote opens: the builder for those who build quotes, the read-only view for others. */
export function quotePath(ctx: AccessContext, id: string, customerId?: string): string {
  if (customerId !== undefined) {
    const base = `/customers/${enc(customerId)}/projects/${enc(id)}`;
    return canBuildQuotes(ctx) ? `${base}/edit` : `${base}/view`;
  }
  return canBuildQuotes(ctx) ? `/projects/${enc(id)}/edit` : `/quotes/${enc(id)}/view`;
}
