// Exact decimal arithmetic on integers with a fixed number of decimals (decision 0004). Money is
// held as integer cents in plain numbers, which are exact integers below 2⁵³; every product that
// could leave that range goes through BigInt, every division divides an exact multiple, and a
// figure past MAX_CENTS is refused. Hours, whose products keep 12 decimals, are BigInt throughout.
// Plain numbers because BigInt values are heap objects: a 10,000-line quote made some 300,000 of
// them and spent a fifth to a third of its time collecting them.

/** Decimals every input figure (quantity, unit price, cost, hours, percent) may carry. */
export const INPUT_DECIMALS = 6;
/** Digits before the point an input figure may have: a billion units, at a billion each. */
export const INPUT_INTEGER_DIGITS = 9;
/** Inputs are held in millionths (micro-units), below 10¹⁵ and so exact. */
export const MICRO = 1_000_000;
/** A product of two micro-unit figures (quantity × hours) is in 10⁻¹² units. */
export const PICO_DECIMALS = 12;

/**
 * The largest money figure of any level, in cents (about 45 trillion): the sum or difference of two
 * such figures is still below 2⁵³, so total cost and profits stay exact.
 */
export const MAX_CENTS = 2 ** 52;

/** A figure whose amount is past MAX_CENTS; the caller names where. */
export class AmountTooLarge extends Error {}

const INPUT_LIMIT = 10 ** (INPUT_INTEGER_DIGITS + INPUT_DECIMALS);
const POWERS = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];

/**
 * Parses a decimal string ("12", "0.015") into micro-units; undefined for anything else (a number,
 * a minus sign, an exponent, blanks, a seventh decimal, a tenth digit before the point), so the
 * caller can name the field. A hand-written scan: a regular expression costs more than the line.
 */
export function parseMicro(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const length = value.length;
  let acc = 0;
  let digits = 0;
  let decimals = -1; // -1 until the point is seen
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code === 46 /* . */) {
      if (decimals !== -1 || digits === 0) return undefined;
      decimals = 0;
      continue;
    }
    if (code < 48 || code > 57) return undefined;
    if (decimals !== -1 && ++decimals > INPUT_DECIMALS) return undefined;
    acc = acc * 10 + (code - 48);
    digits++;
  }
  if (digits === 0 || decimals === 0) return undefined;
  // Below the limit every step above was exact; at or past it (even if inexact) it is refused.
  const micro = acc * POWERS[decimals === -1 ? 0 : decimals]!;
  return micro < INPUT_LIMIT ? micro : undefined;
}

/** n / divisor rounded half up, for safe non-negative integers: every step is exact. */
export function divRoundHalfUp(n: number, divisor: number): number {
  const rest = n % divisor;
  const quotient = (n - rest) / divisor;
  return rest * 2 >= divisor ? quotient + 1 : quotient;
}

/**
 * a × b / divisor rounded half up, as a money figure in cents (a, b non-negative safe integers).
 * When the product reaches 2⁵³ the float product says so (rounding never brings it back below) and
 * BigInt takes over.
 */
export function mulDivRoundHalfUp(a: number, b: number, divisor: number): number {
  const product = a * b;
  const result =
    product <= Number.MAX_SAFE_INTEGER
      ? divRoundHalfUp(product, divisor)
      : Number((BigInt(a) * BigInt(b) + BigInt(divisor / 2)) / BigInt(divisor));
  return checked(result);
}

/** A money figure as it is: it has to stay within MAX_CENTS. */
export function checked(cents: number): number {
  if (cents > MAX_CENTS) throw new AmountTooLarge();
  return cents;
}

/** quantity × unit price (both micro-units) in cents. */
export const productInCents = (quantity: number, unit: number): number =>
  mulDivRoundHalfUp(quantity, unit, 10_000_000_000);
/** An amount in micro-units to cents. */
export const microToCents = (micro: number): number => divRoundHalfUp(micro, 10_000);
/** A rate in micro-percent applied to cents: tax or a percent discount. */
export const percentMicroOfCents = (cents: number, rate: number): number =>
  mulDivRoundHalfUp(cents, rate, 100 * MICRO);

/** Foundation §5: prices on buildings are rounded up to whole units (cents in, cents out). */
export function ceilToWholeUnits(cents: number): number {
  const rest = cents % 100;
  return rest === 0 ? cents : cents - rest + 100;
}

const DOT_TWO_DIGITS = Array.from({ length: 100 }, (_, n) => `.${String(n).padStart(2, "0")}`);

/** Money for the wire: "1234.50", "-0.07", "0.00" (cents within ±2⁵³). */
export function formatCents(cents: number): string {
  if (cents === 0) return "0.00";
  const magnitude = cents < 0 ? -cents : cents;
  const rest = magnitude % 100;
  const text = `${(magnitude - rest) / 100}${DOT_TWO_DIGITS[rest]}`;
  return cents < 0 ? `-${text}` : text;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const TENS = Array.from({ length: 16 }, (_, n) => 10 ** n);

/**
 * A non-negative scaled BigInt (hours) as a plain decimal string without trailing zeros ("6",
 * "0.5"), as hours were always written; never an exponent, which domain §5's number format lacks.
 */
export function formatTrimmed(value: bigint, decimals: number): string {
  if (value === 0n) return "0";
  if (value <= SAFE && decimals < TENS.length) {
    // The common case without BigInt division or string slicing; exact as in formatCents.
    const n = Number(value);
    const unit = TENS[decimals]!;
    let fraction = n % unit;
    const whole = (n - fraction) / unit;
    if (fraction === 0) return `${whole}`;
    let digits = decimals;
    while (fraction % 10 === 0) {
      fraction /= 10;
      digits--;
    }
    return `${whole}.${`${fraction}`.padStart(digits, "0")}`;
  }
  const digits = value.toString().padStart(decimals + 1, "0");
  const split = digits.length - decimals;
  let end = digits.length;
  while (end > split && digits.charCodeAt(end - 1) === 48) end--;
  return end === split ? digits.slice(0, split) : `${digits.slice(0, split)}.${digits.slice(split, end)}`;
}

/**
 * Domain §5: a percentage to 2 decimals, half away from zero; null when the base is zero. An exact
 * integer quotient, in BigInt when part × 10,000 would pass 2⁵³, so no precision can tip a half.
 */
export function percentOf(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const magnitude = part < 0 ? -part : part;
  const scaled = magnitude * 10_000;
  let hundredths: number;
  if (scaled <= Number.MAX_SAFE_INTEGER) hundredths = divRoundHalfUp(scaled, whole);
  else {
    const exact = (BigInt(magnitude) * 20_000n + BigInt(whole)) / (BigInt(whole) * 2n);
    if (exact > SAFE) return `${part < 0 ? "-" : ""}${formatBigHundredths(exact)}`;
    hundredths = Number(exact);
  }
  // A loss that rounds to nothing reads "0.00", not decimal.js's "-0.00".
  if (hundredths === 0) return "0.00";
  return formatCents(part < 0 ? -hundredths : hundredths);
}

/** A margin of thousands of billions of percent (a loss on a cent of revenue) still prints exactly. */
function formatBigHundredths(hundredths: bigint): string {
  const digits = hundredths.toString();
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
