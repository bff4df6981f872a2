import { requirements, uuidv7 } from "@q2c/db";
import { AppError, type TCreateRequirementRequest, type TRequirement } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertRequirementNameFree, toRequirement } from "./requirements-repo.ts";

/** Adds a performance requirement (platform owner); its name must be new. */
export async function createRequirement(
  deps: Deps,
  principal: Principal,
  input: TCreateRequirementRequest,
): Promise<TRequirement> {
  const { db } = deps;
  await assertRequirementNameFree(db, input.name);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(requirements)
      .values({
        id: uuidv7(),
        name: input.name,
        description: input.description ?? "",
        metric: input.metric ?? "",
        target: input.target ?? "",
        position: input.position ?? 0,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "requirement.created",
      subjectId: created.id,
      data: { name: created.name },
    });
    return created;
  });
  return toRequirement(row);
}
