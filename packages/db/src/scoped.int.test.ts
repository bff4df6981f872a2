import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "./connection.ts";
import { uuidv7 } from "./ids.ts";
import { APP_ROLE } from "./scoped.ts";
import { openFreshDatabase } from "./testing/fresh-database.ts";

// Decision 0009: a scoped statement outside a transaction runs on a connection that keeps its caller's
// settings at session level. Whatever ran before on that connection (another caller, a failed statement, a
// transaction, the system handle), each statement sees its own caller's role and settings, and the system
// handle never runs as the app role.
let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await database.close();
});

const platformId = uuidv7();
const handle = (tenantId: string) =>
  database.scoped({ tenantId, accountId: tenantId, all: false, platformId });

interface Seen {
  who: string;
  tenant: string;
}

async function seen(db: Db): Promise<Seen> {
  const result = (await db.execute(
    sql`select current_user::text as who, current_setting('q2c.tenant_id', true) as tenant`,
  )) as unknown as { rows: Seen[] };
  return result.rows[0]!;
}

describe("the scoped handle's statements", () => {
  it("each see their own caller's settings, interleaved many at a time", async () => {
    const tenants = [uuidv7(), uuidv7(), uuidv7()];
    const handles = tenants.map(handle);
    const asked = Array.from({ length: 60 }, (_, i) => i % tenants.length);
    const answers = await Promise.all(asked.map((t) => seen(handles[t]!)));
    answers.forEach((a, i) => expect(a).toEqual({ who: APP_ROLE, tenant: tenants[asked[i]!] }));
  });

  it("leave the system handle its own role", async () => {
    await Promise.all([seen(handle(uuidv7())), seen(handle(uuidv7()))]);
    const [row] = await database.query<{ who: string }>("select current_user::text as who");
    expect(row?.who).not.toBe(APP_ROLE);
    const [viaDrizzle] = (
      (await database.db.execute(sql`select current_user::text as who`)) as unknown as { rows: Seen[] }
    ).rows;
    expect(viaDrizzle?.who).not.toBe(APP_ROLE);
  });

  it("keep their settings after another caller's failed statement and transaction", async () => {
    const [a, b] = [uuidv7(), uuidv7()];
    await expect(handle(a).execute(sql`select 1 / 0`)).rejects.toThrow();
    const inTx = await handle(b).transaction(async (tx) => seen(tx as unknown as Db));
    expect(inTx).toEqual({ who: APP_ROLE, tenant: b });
    expect(await seen(handle(a))).toEqual({ who: APP_ROLE, tenant: a });
    expect(await seen(handle(b))).toEqual({ who: APP_ROLE, tenant: b });
  });
});
