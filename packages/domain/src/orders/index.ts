export * from "./statuses.ts";
