export * from "./access/index.ts";
export * from "./constants.ts";
export * from "./errors/app-error.ts";
export * from "./messages.ts";
export * from "./pagination.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/user-info.ts";
export * from "./validation/rules.ts";
