import type { TEnvironmentRule } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { findEnvironment, rulesOf } from "./repo.ts";

/** The sizing rules of a building use, in order. */
export async function listEnvironmentRules(
  deps: Deps,
  environmentId: string,
): Promise<{ data: TEnvironmentRule[] }> {
  const { db } = deps;
  await findEnvironment(db, environmentId);
  return { data: await rulesOf(db, deps.config.platformAccountId, environmentId) };
}
