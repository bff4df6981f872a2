import { serviceTargetCompletions } from "@q2c/db";
import { AppError, type TTargetCompletion, type TUpdateTargetCompletionRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { findTargetCompletion, toTargetCompletion } from "./service-rows.ts";
import { hasChanges } from "./wire.ts";

/** Renames a target completion or changes its days, on a service the caller owns. */
export async function updateTargetCompletion(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  id: string,
  input: TUpdateTargetCompletionRequest,
): Promise<TTargetCompletion> {
  const { db } = deps;
  const t = serviceTargetCompletions;
  const service = await findService(deps, principal, serviceId, "write");
  const current = await findTargetCompletion(db, service, id);
  const values = { name: input.name, days: input.days };
  if (!hasChanges(values)) return toTargetCompletion(current);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(t)
      .set(values)
      .where(and(eq(t.tenantId, current.tenantId), eq(t.id, current.id)))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      type: "targetCompletion.updated",
      subjectId: updated.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, before: { name: current.name, days: current.days } },
    });
    return updated;
  });
  return toTargetCompletion(row);
}
