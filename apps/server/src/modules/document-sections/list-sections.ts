import { documentSections } from "@q2c/db";
import type { Page, TDocumentSection, TListSectionsQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findReadableSection, readableSections, sectionView } from "./repo.ts";

/** GET /document-sections: a keyset page of the content library the caller reads, by type and ownership. */
export async function listSections(
  deps: Deps,
  principal: Principal,
  query: TListSectionsQuery,
): Promise<Page<TDocumentSection>> {
  const { db } = deps;
  const conditions = [
    readableSections(principal, deps.config.platformAccountId, query.ownership),
    query.type ? eq(documentSections.type, query.type) : undefined,
    query.sectionType ? eq(documentSections.sectionType, query.sectionType) : undefined,
  ];
  const page = await keysetPage(query, documentSections.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(documentSections)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: page.data.map((row) => sectionView(row, principal)), hasMore: page.hasMore };
}

/** GET /document-sections/{id}: one section the caller reads. */
export async function getSection(deps: Deps, principal: Principal, id: string): Promise<TDocumentSection> {
  return sectionView(
    await findReadableSection(deps.db, principal, deps.config.platformAccountId, id),
    principal,
  );
}
