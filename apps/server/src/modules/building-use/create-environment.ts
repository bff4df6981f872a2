import { environments, uuidv7 } from "@q2c/db";
import { AppError, type TCreateEnvironmentRequest, type TEnvironmentDetail } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { toEnvironment } from "./repo.ts";

/** Adds a building use (platform owner); rules and bundles are added to it afterwards. */
export async function createEnvironment(
  deps: Deps,
  principal: Principal,
  input: TCreateEnvironmentRequest,
): Promise<TEnvironmentDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(environments)
      .values({
        id: uuidv7(),
        name: input.name,
        description: input.description ?? "",
        position: input.position ?? 0,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment.created",
      subjectId: created.id,
      data: { name: created.name },
    });
    return created;
  });
  return { ...toEnvironment(row), rules: [], bundles: [] };
}
