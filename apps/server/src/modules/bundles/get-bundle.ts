import type { TBundleDetail } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { bundleDetail, findReadableBundle } from "./repo.ts";

/** One bundle the caller reads, with its items in order and each item's product. */
export async function getBundle(deps: Deps, principal: Principal, id: string): Promise<TBundleDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  return bundleDetail(db, await findReadableBundle(db, principal, platformId, id), platformId);
}
