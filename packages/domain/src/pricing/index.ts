export * from "./price-quote.schema.ts";
export * from "./price-quote.ts";
export * from "./pricing-constants.ts";
export * from "./pricing-figure.schema.ts";
export * from "./pricing-messages.ts";
export * from "./pricing-types.ts";
export * from "./sales-tax.ts";
