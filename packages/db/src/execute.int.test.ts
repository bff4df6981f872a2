import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./connection.ts";
import { openFreshDatabase } from "./testing/fresh-database.ts";

// Database.execute is what the job queue (pg-boss) runs its SQL through, on PGlite and on PostgreSQL.
let db: Database;
beforeAll(async () => {
  db = await openFreshDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("Database.execute", () => {
  it("runs a script of several statements without parameters and answers the last one's rows", async () => {
    const result = await db.execute(
      "create temporary table exec_probe (n int); insert into exec_probe values (1), (2); select sum(n)::int as total from exec_probe",
    );
    expect(result.rows).toEqual([{ total: 3 }]);
  });

  it("runs one statement with parameters", async () => {
    expect((await db.execute("select $1::int + $2::int as sum", [2, 3])).rows).toEqual([{ sum: 5 }]);
  });

  it("leaves no aborted transaction behind when a script fails after its own BEGIN", async () => {
    await expect(db.execute("begin; select 1/0; commit;")).rejects.toThrow(/division by zero/);
    // The next statement, on the same connection for PGlite, runs normally.
    expect((await db.execute("select 1 as one", [])).rows).toEqual([{ one: 1 }]);
    expect(await db.query("select 2 as two")).toEqual([{ two: 2 }]);
  });
});
