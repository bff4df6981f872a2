export * from "./access-groups.ts";
export * from "./areas.ts";
export * from "./brandable.ts";
export * from "./context.ts";
export * from "./entitlements.ts";
export * from "./roles.ts";
export * from "./rule-sets.ts";
