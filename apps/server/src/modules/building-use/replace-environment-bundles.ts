import { environmentBundles, uuidv7 } from "@q2c/db";
import {
  AppError,
  BUILDING_USE_MESSAGES,
  type TEnvironmentBundle,
  type TPutEnvironmentBundlesRequest,
} from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { bundlesOf, findEnvironment, platformBundleErrors } from "./repo.ts";

/**
 * The bulk bundle update (domain §7): the whole ordered list replaces what the building use suggested,
 * in one transaction. Every bundle must be a platform bundle and appear once; errors name `N.bundleId`.
 */
export async function replaceEnvironmentBundles(
  deps: Deps,
  principal: Principal,
  environmentId: string,
  list: TPutEnvironmentBundlesRequest,
): Promise<{ data: TEnvironmentBundle[] }> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  await findEnvironment(db, environmentId);
  const fields = await platformBundleErrors(
    db,
    platformId,
    list.map((item, i) => ({ id: item.bundleId, field: `${i}.bundleId` })),
  );
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.bundleId)) fields[`${i}.bundleId`] ??= BUILDING_USE_MESSAGES.bundleListedTwice;
    seen.add(item.bundleId);
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
  await db.transaction(async (tx) => {
    await tx.delete(environmentBundles).where(eq(environmentBundles.environmentId, environmentId));
    if (list.length > 0) {
      await tx.insert(environmentBundles).values(
        list.map((item, i) => ({
          id: uuidv7(),
          environmentId,
          bundleTenantId: platformId,
          bundleId: item.bundleId,
          quantity: item.quantity,
          position: i,
        })),
      );
    }
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment.bundles_replaced",
      subjectId: environmentId,
      data: { bundleIds: list.map((item) => item.bundleId) },
    });
  });
  return { data: await bundlesOf(db, platformId, environmentId) };
}
