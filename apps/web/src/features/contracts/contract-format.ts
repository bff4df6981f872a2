import { type AccessContext, canAccessArea, checkLocation } from "@q2c/domain";
import { formatDate } from "../accounts/format-date.ts";

const enc = encodeURIComponent;

export const contractPath = (id: string): string => `/contract/${enc(id)}`;
export const CONTRACTS_PATH = "/contract";

/**
 * Whether the user may open the contract pages: the Contracts area (MSPs) and the /contract route's
 * own flags (hasContracts, canManageContracts), as the side menu decides its Contracts entry.
 */
export const canUseContracts = (ctx: AccessContext): boolean =>
  canAccessArea("Contracts", ctx) && checkLocation({ pathname: CONTRACTS_PATH }, ctx).kind === "ok";

/** A contract day (YYYY-MM-DD) for display, e.g. "Jan 1, 2026". */
export const formatDay = (day: string | null): string => (day === null ? "—" : formatDate(day));

const MICRO_DECIMALS = 6;
const DECIMAL = /^\d+(\.\d{1,6})?$/;

/** A non-negative decimal string in millionths, exactly; null for anything else (typing, blanks). */
function micro(value: string): bigint | null {
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 10n ** BigInt(MICRO_DECIMALS) + BigInt(fraction.padEnd(MICRO_DECIMALS, "0"));
}

/**
 * What the agreed price saves against the list price, in percent of the list price to 2 decimals
 * (half away from zero), exact in integers: list 100, agreed 85 → "15.00". Negative when the agreed
 * price is above the list price; null without a list price (or one of 0) or while the price is typed.
 */
export function savingPercent(listPrice: string | null, agreedPrice: string): string | null {
  const list = listPrice === null ? null : micro(listPrice);
  const agreed = micro(agreedPrice);
  if (list === null || agreed === null || list === 0n) return null;
  const diff = list - agreed;
  const magnitude = diff < 0n ? -diff : diff;
  const hundredths = (magnitude * 20_000n + list) / (2n * list);
  if (hundredths === 0n) return "0.00";
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
  return diff < 0n ? `-${text}` : text;
}
