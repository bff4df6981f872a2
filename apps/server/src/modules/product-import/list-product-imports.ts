import { productImports } from "@q2c/db";
import type { Page, TPageQuery, TProductImportSummary } from "@q2c/domain";
import { and } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { chunkStatesOf, importsOfCaller, summaryColumns, toImportSummary } from "./repo.ts";

/** The tenant's imports, newest first, without their reports (a list shows progress only). */
export async function listProductImports(
  deps: Deps,
  principal: Principal,
  query: TPageQuery,
): Promise<Page<TProductImportSummary>> {
  const { db } = deps;
  const page = await keysetPage(
    query,
    productImports.id,
    ({ where, orderBy, limit }) =>
      db
        .select(summaryColumns)
        .from(productImports)
        .where(and(importsOfCaller(principal), where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  const chunks = await chunkStatesOf(
    deps,
    principal.tenantId,
    page.data.map((row) => row.id),
  );
  return { data: page.data.map((row) => toImportSummary(row, chunks)), hasMore: page.hasMore };
}
