import { MESSAGES } from "../messages.ts";
import { INPUT_DECIMALS } from "./scaled-integer.ts";

// What the engine and its schemas tell a user about a bad pricing request. Kept beside the engine
// because the engine's own limits (six decimals, below a billion) decide them; candidates for messages.ts.
export const PRICING_MESSAGES = {
  /** The engine's one message for any figure it cannot price (it names the field separately). */
  figure: `Enter a number of 0 or more, below a billion, like 1200 or 0.015, with up to ${INPUT_DECIMALS} decimals.`,
  tooLarge: "These amounts are too large to price.",
  belowBillion: "Enter a number below a billion.",
  tooManyDecimals: (decimals: number) => `Use at most ${decimals} decimals.`,
  notNegative: MESSAGES.notNegative,
  percentOver100: "Enter a percentage of 100 or less.",
  term: "Choose a term of 1, 12, 24, 36, 48 or 60 months.",
  pricingModel: "Choose a pricing model: one_time, recurring or usage_based.",
  billingFrequency: "Choose a billing frequency: monthly, quarterly, annually or annually_3y.",
  country: "Enter a two-letter country code, like US.",
  discountKind: "Give a discount as an amount or as a percent, not both.",
  oneTimeFrequency: "A one-time line has no billing frequency.",
} as const;
