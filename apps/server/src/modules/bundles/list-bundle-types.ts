import { bundleTypes } from "@q2c/db";
import type { TBundleType } from "@q2c/domain";
import { asc } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { catalogueWhere, type Ownership } from "../../lib/tenancy.ts";
import { toBundleType } from "./bundle-types-repo.ts";

/** The bundle types the caller reads (its own and the platform's), in their order; a short list. */
export async function listBundleTypes(
  deps: Deps,
  principal: Principal,
  ownership: Ownership,
): Promise<{ data: TBundleType[] }> {
  const platformId = deps.config.platformAccountId;
  const rows = await deps.db
    .select()
    .from(bundleTypes)
    .where(catalogueWhere(principal, platformId, bundleTypes.tenantId, ownership))
    .orderBy(asc(bundleTypes.position), asc(bundleTypes.name), asc(bundleTypes.id));
  return { data: rows.map((r) => toBundleType(r, platformId)) };
}
