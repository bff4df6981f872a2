import type { TProductImport, TProductImportGetQuery } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findImport, toImport } from "./repo.ts";

/** An import's progress and, row by row, its report; another tenant's import answers 404. */
export async function getProductImport(
  deps: Deps,
  principal: Principal,
  id: string,
  query: TProductImportGetQuery,
): Promise<TProductImport> {
  return toImport(await findImport(deps.db, principal, id, query.report));
}
