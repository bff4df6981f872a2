import { type Db, rateLimitHits, uuidv7 } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";

export interface RateLimit {
  /** What is counted and for whom, e.g. `documents.verify:<ip>`. */
  bucket: string;
  limit: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

/**
 * Counts one hit of a public route against its limit (`limit` per `windowMs` per bucket) and refuses it
 * (429) beyond. Counting and recording hold a transaction lock on the bucket, so hits at once, on this
 * process or another on the same database, are counted one by one. `db` is the system handle of the public
 * route calling (rate_limit_hits is not tenant data).
 */
export async function countHit(db: Db, rule: RateLimit, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rule.bucket}, 0))`);
    await tx
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, rule.bucket), lt(rateLimitHits.createdAt, since)));
    const [seen] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, rule.bucket), gt(rateLimitHits.createdAt, since)));
    if ((seen?.n ?? 0) >= rule.limit) return false;
    await tx.insert(rateLimitHits).values({ id: uuidv7(), bucket: rule.bucket, createdAt: now });
    return true;
  });
  if (!allowed) throw new AppError("too_many_attempts", { message: rule.message });
}
