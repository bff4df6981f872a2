export * from "./fulfilment.ts";
export * from "./provisioning.ts";
export * from "./site-progress.ts";
export * from "./split.ts";
export * from "./statuses.ts";
