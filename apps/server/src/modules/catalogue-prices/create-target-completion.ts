import { serviceTargetCompletions, uuidv7 } from "@q2c/db";
import { AppError, type TCreateTargetCompletionRequest, type TTargetCompletion } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { toTargetCompletion } from "./service-rows.ts";

/** Adds a target completion (days to complete) to a service the caller owns. */
export async function createTargetCompletion(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  input: TCreateTargetCompletionRequest,
): Promise<TTargetCompletion> {
  const service = await findService(deps, principal, serviceId, "write");
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(serviceTargetCompletions)
      .values({
        tenantId: service.tenantId,
        id: uuidv7(),
        productId: service.id,
        name: input.name,
        days: input.days,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: created.tenantId,
      type: "targetCompletion.created",
      subjectId: created.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, days: created.days },
    });
    return created;
  });
  return toTargetCompletion(row);
}
