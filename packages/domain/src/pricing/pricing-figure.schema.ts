import { z } from "zod";
import { zDecimal } from "../schemas/common.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import { INPUT_DECIMALS, INPUT_INTEGER_DIGITS } from "./scaled-integer.ts";

// On its own so that a page checking one figure as the user types (the quote builder's inputs) does not
// build every schema of a pricing request as it loads.

/**
 * A figure ≥ 0 and below a billion in the domain §5 number format with up to `decimals` decimals
 * (zDecimal, so a JSON number is accepted and becomes a string): what the engine can price. Too
 * many decimals get their own message first, because the shared format message ("like 1200.50")
 * does not say what is wrong with "0.0000001".
 */
export const zPricingFigure = (decimals: number = INPUT_DECIMALS) => {
  const tooPrecise = new RegExp(`\\.\\d{${decimals + 1},}$`);
  const tooLong = new RegExp(`^-?0*[1-9]\\d{${INPUT_INTEGER_DIGITS},}`);
  return z
    .union([z.string(), z.number()])
    .refine((v) => !tooPrecise.test(String(v).trim()), PRICING_MESSAGES.tooManyDecimals(decimals))
    .pipe(zDecimal(decimals, { nonNegative: true }))
    .refine((v) => !tooLong.test(v), PRICING_MESSAGES.belowBillion);
};
