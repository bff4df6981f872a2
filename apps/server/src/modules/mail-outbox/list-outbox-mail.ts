import { mailOutbox } from "@q2c/db";
import type { Page, TOutboxMail, TPageQuery } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";

/** The mail outbox, newest first (ids are time-ordered). Platform owner only: the route is SEN. */
export async function listOutboxMail(deps: Deps, page: TPageQuery): Promise<Page<TOutboxMail>> {
  const { db } = deps;
  const result = await keysetPage(
    page,
    mailOutbox.id,
    ({ where, orderBy, limit }) => db.select().from(mailOutbox).where(where).orderBy(orderBy).limit(limit),
    "desc",
  );
  return {
    data: result.data.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    hasMore: result.hasMore,
  };
}
