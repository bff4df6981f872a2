import { serviceTargetCompletions } from "@q2c/db";
import type { Page, TPageQuery, TTargetCompletion } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { toTargetCompletion } from "./service-rows.ts";

/** How long a service the caller reads should take, by step, oldest first. */
export async function listTargetCompletions(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  page: TPageQuery,
): Promise<Page<TTargetCompletion>> {
  const { db } = deps;
  const t = serviceTargetCompletions;
  const service = await findService(deps, principal, serviceId, "read");
  const found = await keysetPage(page, t.id, (step) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.tenantId, service.tenantId), eq(t.productId, service.id), step.where))
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return { data: found.data.map(toTargetCompletion), hasMore: found.hasMore };
}
