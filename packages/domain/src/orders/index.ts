export * from "./split.ts";
export * from "./statuses.ts";
