import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * One request counted against a limit of a public route (issue #17: /documents/verify per IP address).
 * No tenant: the callers are anonymous. Counted under a transaction lock on the bucket, so requests at
 * once, on this process or another one on the same database, are counted one after the other; rows
 * older than the window are removed as the bucket is counted.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: uuid("id").primaryKey(),
    /** What is limited and for whom, e.g. `documents.verify:203.0.113.7`. */
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_hits_bucket_idx").on(t.bucket, t.createdAt)],
);
