import { requirements } from "@q2c/db";
import type { TRequirement } from "@q2c/domain";
import { asc } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { toRequirement } from "./requirements-repo.ts";

/** Every performance requirement, in order: shared reference data, a short list. */
export async function listRequirements(deps: Deps): Promise<{ data: TRequirement[] }> {
  const rows = await deps.db
    .select()
    .from(requirements)
    .orderBy(asc(requirements.position), asc(requirements.name), asc(requirements.id));
  return { data: rows.map(toRequirement) };
}
