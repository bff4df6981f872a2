import type { TProductImport, TProductImportGetQuery } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { chunkStatesOf, findImport, toImport } from "./repo.ts";

/** An import's progress and, row by row, its report; another tenant's import answers 404. */
export async function getProductImport(
  deps: Deps,
  principal: Principal,
  id: string,
  query: TProductImportGetQuery,
): Promise<TProductImport> {
  const row = await findImport(deps.db, principal, id, query.report);
  return toImport(row, await chunkStatesOf(deps, principal.tenantId, [row.id]));
}
