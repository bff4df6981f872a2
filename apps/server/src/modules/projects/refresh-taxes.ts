import type { TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadTaxRateTable } from "../building-use/load-tax-rate-table.ts";
import { changeProject } from "../project-core/change-project.ts";

/** POST /projects/{id}/refresh-taxes: the platform's current tax rates replace the quote's copy. */
export async function refreshTaxes(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<TProjectChange> {
  return changeProject(deps, principal, id, version, async ({ tx }) => ({
    projectFields: {
      taxRates: (await loadTaxRateTable(tx)) as unknown as Record<string, unknown>[],
      taxRatesAt: new Date(),
    },
    event: { type: "taxes_refreshed" },
  }));
}
