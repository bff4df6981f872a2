import { requirements } from "@q2c/db";
import { AppError, type TRequirement, type TUpdateRequirementRequest } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { assertRequirementNameFree, findRequirement, toRequirement } from "./requirements-repo.ts";

/** Changes a performance requirement (platform owner); a new name must not clash with another's. */
export async function updateRequirement(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateRequirementRequest,
): Promise<TRequirement> {
  const { db } = deps;
  const current = await findRequirement(db, id);
  const values = {
    name: input.name,
    description: input.description,
    metric: input.metric,
    target: input.target,
    position: input.position,
  };
  if (!hasChanges(values)) return toRequirement(current);
  if (input.name !== undefined) await assertRequirementNameFree(db, input.name, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(requirements).set(values).where(eq(requirements.id, id)).returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "requirement.updated",
      subjectId: id,
      data: { name: updated.name },
    });
    return updated;
  });
  return toRequirement(row);
}
