import { AppError, type Page, type TPageQuery } from "@q2c/domain";
import { asc, desc, gt, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export interface KeysetStep {
  /** The cursor condition; undefined on the first page. */
  where: SQL | undefined;
  orderBy: SQL;
  /** One more than the page size: the extra row tells whether there is more. */
  limit: number;
}

/**
 * Keyset pagination over a UUID v7 id (time-ordered), never OFFSET (ARCHITECTURE.md): `startingAfter`
 * walks forward, `endingBefore` walks back; `hasMore` says whether more rows lie in the walking direction.
 * `order` "desc" lists newest first.
 */
export async function keysetPage<T>(
  page: TPageQuery,
  id: PgColumn,
  run: (step: KeysetStep) => Promise<T[]>,
  order: "asc" | "desc" = "asc",
): Promise<Page<T>> {
  if (page.startingAfter && page.endingBefore) {
    throw new AppError("bad_request", {
      fields: { endingBefore: "Use startingAfter or endingBefore, not both." },
    });
  }
  const backward = page.endingBefore !== undefined;
  const cursor = (page.endingBefore ?? page.startingAfter)?.toLowerCase();
  // Walking forward in an ascending list looks at larger ids; every other combination flips.
  const larger = (order === "asc") !== backward;
  const rows = await run({
    where: cursor === undefined ? undefined : larger ? gt(id, cursor) : lt(id, cursor),
    orderBy: larger ? asc(id) : desc(id),
    limit: page.limit + 1,
  });
  const hasMore = rows.length > page.limit;
  const data = rows.slice(0, page.limit);
  if (backward) data.reverse();
  return { data, hasMore };
}

/** An ILIKE pattern that matches the text literally anywhere. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
