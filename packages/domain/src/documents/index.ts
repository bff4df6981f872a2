export * from "./constants.ts";
export * from "./disclosure.ts";
export * from "./merge-fields.ts";
export * from "./messages.ts";
