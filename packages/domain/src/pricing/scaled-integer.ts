// Exact decimal arithmetic on BigInt integers with a fixed number of decimals (decision 0004): the
// pricing hot loop runs 10,000 lines in a few milliseconds this way, where decimal.js objects cost
// ~28 µs a line. Only non-negative inputs come in; negative values arise from subtraction (profit).

/**
 * Decimals every input figure (quantity, unit price, cost, hours, percent) may carry. Six covers
 * sub-cent usage prices ($0.000125 a call) and tax rates such as 7.125 %; a seventh decimal is refused
 * rather than rounded, so the engine never silently changes a figure it was given.
 */
export const INPUT_DECIMALS = 6;

/** Inputs are held in millionths (micro-units). */
export const MICRO = 1_000_000n;
/** A product of two micro-unit figures (quantity × unit price) is in 10⁻¹² units. */
export const PICO_DECIMALS = 12;
/** Money is kept in cents once a line's figure is rounded, so every sum above a line is exact. */
export const CENTS_DECIMALS = 2;

const PAD = ["000000", "00000", "0000", "000", "00", "0", ""];
const POWERS = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];
// Fifteen digits stay below 2⁵³, so an integer of them is exact in a plain number and needs one
// BigInt call; every BigInt operation allocates, and allocation is most of a line's cost.
const SAFE_DIGITS = 15;

/**
 * Parses a decimal string ("12", "0.015") into micro-units; undefined for anything else (a number,
 * a minus sign, an exponent, blanks, more than six decimals), so the caller can name the field.
 * A hand-written scan because a regular expression plus BigInt(string) doubles the cost of a line.
 */
export function parseMicro(value: unknown): bigint | undefined {
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
  const scale = decimals === -1 ? 0 : decimals;
  if (digits + INPUT_DECIMALS - scale <= SAFE_DIGITS) return BigInt(acc * POWERS[scale]!);
  return BigInt(value.replace(".", "") + PAD[scale]);
}

/** Divides a non-negative numerator, rounding half up (the rounding the quote documents show). */
export const divRoundHalfUp = (numerator: bigint, divisor: bigint): bigint =>
  (numerator * 2n + divisor) / (divisor * 2n);

/** divRoundHalfUp by a fixed even divisor, with its half worked out once. */
const dividerBy = (divisor: bigint) => {
  const half = divisor / 2n;
  return (numerator: bigint): bigint => (numerator + half) / divisor;
};

/** 10⁻¹² units to cents. */
export const picoToCents = dividerBy(10n ** 10n);
/** Micro-units to cents. */
export const microToCents = dividerBy(10n ** 4n);
/** Cents × micro-percent to cents: a tax or discount rate applied to an amount. */
export const percentMicroOfCents = dividerBy(100n * MICRO);

/** Foundation §5: prices on buildings are rounded up to whole units (cents in, cents out). */
export const ceilToWholeUnits = (cents: bigint): bigint => ((cents + 99n) / 100n) * 100n;

const DOT_TWO_DIGITS = Array.from({ length: 100 }, (_, n) => `.${String(n).padStart(2, "0")}`);
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A safe integer of hundredths as "12.34". A safe integer is exact in a double, and so are its
 * remainder by 100 and the exact quotient of the multiple of 100 below it; formatting this way
 * instead of through BigInt division and string slicing halves the garbage of the hottest helper.
 */
const hundredthsText = (negative: boolean, n: number): string => {
  const rest = n % 100;
  const text = `${(n - rest) / 100}${DOT_TWO_DIGITS[rest]}`;
  return negative ? `-${text}` : text;
};

/** Money for the wire: "1234.50", "-0.07", "0.00". */
export function formatCents(cents: bigint): string {
  if (cents === 0n) return "0.00";
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  if (magnitude <= SAFE) return hundredthsText(negative, Number(magnitude));
  const digits = magnitude.toString();
  const split = digits.length - 2;
  return `${negative ? "-" : ""}${digits.slice(0, split)}.${digits.slice(split)}`;
}

const TENS = Array.from({ length: 16 }, (_, n) => 10 ** n);

/**
 * A non-negative scaled figure as a plain decimal string without trailing zeros ("6", "0.5"), the
 * way hours and rates were written; never an exponent, which the number format of domain §5 lacks.
 */
export function formatTrimmed(value: bigint, decimals: number): string {
  if (value === 0n) return "0";
  if (value <= SAFE && decimals < TENS.length) {
    // Exact in a double, as in hundredthsText; hours take this path on nearly every line.
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

// Below this many cents (about 2.2 billion), part × 20,000 + whole × 2 is an exact integer in a double.
const PERCENT_SAFE = 2n ** 53n / 40_000n;

/**
 * Domain §5: a percentage to 2 decimals, half away from zero; null when the base is zero. Exact
 * integer division either way, so no intermediate precision can tip a half. A margin is not money
 * and every line has two, so amounts a double holds exactly take a path without BigInt garbage:
 * for integers a, b with a + b < 2⁵³, Math.floor(a / b) is the exact integer quotient (the nearest
 * double to a / b cannot reach the next integer, which is at least 1 / b away).
 */
export function percentOf(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  const negative = part < 0n;
  const magnitude = negative ? -part : part;
  let hundredths: number;
  if (magnitude < PERCENT_SAFE && whole < PERCENT_SAFE) {
    const w = Number(whole);
    hundredths = Math.floor((Number(magnitude) * 20_000 + w) / (w * 2));
  } else {
    const exact = divRoundHalfUp(magnitude * 10_000n, whole);
    if (exact > SAFE) return `${negative ? "-" : ""}${formatCents(exact)}`;
    hundredths = Number(exact);
  }
  // A loss that rounds to nothing reads "0.00", not decimal.js's "-0.00".
  return hundredths === 0 ? "0.00" : hundredthsText(negative, hundredths);
}
