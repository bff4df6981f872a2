import { financeCharges } from "@q2c/db";
import type { Page, TFinanceCharge, TFinanceChargeListQuery } from "@q2c/domain";
import { and, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { selectFinanceCharges, toFinanceCharge, visibleFinanceCharges } from "./finance-charge-rows.ts";

/** Finance charges by financial partner, optionally for a set of partners (ids joined by , or |). */
export async function listFinanceCharges(
  deps: Deps,
  principal: Principal,
  query: TFinanceChargeListQuery,
): Promise<Page<TFinanceCharge>> {
  const partnerIds = query.partnerIds;
  if (partnerIds && partnerIds.length === 0) return { data: [], hasMore: false };
  const found = await keysetPage(query, financeCharges.id, (step) =>
    selectFinanceCharges(
      deps.db,
      and(
        visibleFinanceCharges(deps, principal),
        partnerIds ? inArray(financeCharges.partnerId, partnerIds) : undefined,
        step.where,
      ),
    )
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return { data: found.data.map((f) => toFinanceCharge(f.row, f.partnerName)), hasMore: found.hasMore };
}
