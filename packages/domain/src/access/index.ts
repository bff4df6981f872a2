export * from "./access-groups.ts";
export * from "./areas.ts";
export * from "./brandable.ts";
export * from "./build-menu.ts";
export * from "./context.ts";
export * from "./entitlements.ts";
export * from "./id-params.ts";
export * from "./onboarding.ts";
export * from "./public-paths.ts";
export * from "./roles.ts";
export * from "./route-guard.ts";
export * from "./route-match.ts";
export * from "./route-table.ts";
export * from "./route-types.ts";
// The catalogue kinds with their page titles and add segments (the web's product pages read them).
export { CATALOGUE_KINDS } from "./routes-catalogue.ts";
export * from "./rule-sets.ts";
export * from "./side-menu.ts";
export * from "./titles.ts";
