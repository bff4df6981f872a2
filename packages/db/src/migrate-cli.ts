import { openDatabase } from "./connection.ts";

// `npm run migrate`: applies pending migrations to DATABASE_URL (or the PGlite DATA_DIR).
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "data",
});
try {
  await db.migrate();
  console.log(`Migrations applied (${db.kind}).`);
} finally {
  await db.close();
}
