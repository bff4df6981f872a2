import { AppError, type Page, PIPELINE_MESSAGES, type TPageQuery } from "@q2c/domain";
import { asc, desc, gt, lt, type SQL, sql } from "drizzle-orm";
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
  refuseBothCursors(page);
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

function refuseBothCursors(page: TPageQuery): void {
  if (page.startingAfter && page.endingBefore) {
    throw new AppError("bad_request", {
      fields: { endingBefore: "Use startingAfter or endingBefore, not both." },
    });
  }
}

/** An order of a list by a value other than the id, with the id breaking ties. */
export interface KeysetKey {
  /** The value rows are ordered by (an expression of the row). */
  expr: SQL;
  /** Its SQL type, to read the cursor's value back from text exactly (a timestamp keeps its microseconds). */
  type: "numeric" | "timestamptz";
  /** The cursor row's value as text; undefined when the row is gone or out of the caller's sight. */
  valueOf: (id: string) => Promise<string | undefined>;
}

/**
 * Keyset pagination on (value, id): the same cursors as {@link keysetPage} (ids), the cursor row's value
 * read first, so a page starts exactly after (or before) that row even among equal values. Not OFFSET: a
 * quote added or removed meanwhile does not shift the pages. A cursor row no longer listed answers 400.
 */
export async function keysetPageBy<T>(
  page: TPageQuery,
  key: KeysetKey,
  id: PgColumn,
  run: (step: KeysetStep) => Promise<T[]>,
  order: "asc" | "desc" = "asc",
): Promise<Page<T>> {
  refuseBothCursors(page);
  const backward = page.endingBefore !== undefined;
  const cursor = (page.endingBefore ?? page.startingAfter)?.toLowerCase();
  let where: SQL | undefined;
  const larger = (order === "asc") !== backward;
  if (cursor !== undefined) {
    const value = await key.valueOf(cursor);
    if (value === undefined) {
      const field = backward ? "endingBefore" : "startingAfter";
      throw new AppError("bad_request", { fields: { [field]: PIPELINE_MESSAGES.cursorGone } });
    }
    const after = sql`(${value}::${sql.raw(key.type)}, ${cursor}::uuid)`;
    where = larger ? sql`(${key.expr}, ${id}) > ${after}` : sql`(${key.expr}, ${id}) < ${after}`;
  }
  const rows = await run({
    where,
    orderBy: larger ? sql`${key.expr} asc, ${id} asc` : sql`${key.expr} desc, ${id} desc`,
    limit: page.limit + 1,
  });
  const hasMore = rows.length > page.limit;
  const data = rows.slice(0, page.limit);
  if (backward) data.reverse();
  return { data, hasMore };
}

/** An ILIKE pattern that matches the text literally anywhere. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
