export * from "./connection.ts";
export * from "./demo/demo-categories.ts";
export * from "./demo/demo-ids.ts";
export * from "./demo/seed-demo.ts";
export * from "./ids.ts";
export * from "./pending-migrations.ts";
export * as schema from "./schema/index.ts";
export * from "./schema/index.ts";
export * from "./testing/fresh-database.ts";
