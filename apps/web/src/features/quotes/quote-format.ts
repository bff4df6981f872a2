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

export interface DecimalFormat {
  /** Decimals always shown (padded with zeros); default 2. */
  minDecimals?: number;
  /** Drop trailing zeros past minDecimals ("0.015000" → "0.015"); else extra decimals show as they came. */
  trimZeros?: boolean;
  /** Put before the figure, after a minus sign ("$"); default none. */
  prefix?: string;
}

/**
 * A decimal string with thousands separators, without going through a float: "12345.5" → "12,345.50",
 * "-3" → "-3.00". Undefined for what is not a plain decimal (a figure being typed, say).
 */
export function formatDecimal(value: string, format: DecimalFormat = {}): string | undefined {
  const { minDecimals = 2, trimZeros = false, prefix = "" } = format;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return undefined;
  const [, sign = "", whole = "", given = ""] = match;
  const grouped = (whole.replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  let fraction = given.length >= minDecimals ? given : given.padEnd(minDecimals, "0");
  if (trimZeros)
    while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${sign}${prefix}${grouped}${fraction === "" ? "" : `.${fraction}`}`;
}

/**
 * A decimal string as money, with thousands separators and two decimals: "12345.5" → "$12,345.50",
 * "-3" → "-$3.00". Extra decimals are shown as they came; what is not a decimal shows as it is.
 */
export function formatAmount(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "—";
  return formatDecimal(value, { prefix: "$" }) ?? value;
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
