export * from "./accounts.ts";
export * from "./activity.ts";
export * from "./auth.ts";
export * from "./building-use.ts";
export * from "./catalogue.ts";
export * from "./locations.ts";
export * from "./reference.ts";
export * from "./users.ts";
