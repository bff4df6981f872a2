export * from "./fulfilment.ts";
export * from "./split.ts";
export * from "./statuses.ts";
export * from "./site-progress.ts";
