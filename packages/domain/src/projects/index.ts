export * from "./audience.ts";
export * from "./building-names.ts";
export * from "./guardrails.ts";
export * from "./pipeline.ts";
export * from "./project-messages.ts";
export * from "./quote-pricing.ts";
export * from "./stages.ts";
export * from "./suggested-bundles.ts";
