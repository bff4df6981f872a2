import { environments } from "@q2c/db";
import type { TEnvironment } from "@q2c/domain";
import { asc } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { toEnvironment } from "./repo.ts";

/** Every building use, in order: shared reference data, a short list. */
export async function listEnvironments(deps: Deps): Promise<{ data: TEnvironment[] }> {
  const rows = await deps.db
    .select()
    .from(environments)
    .orderBy(asc(environments.position), asc(environments.name), asc(environments.id));
  return { data: rows.map(toEnvironment) };
}
