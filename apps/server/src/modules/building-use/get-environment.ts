import type { TEnvironmentDetail } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { bundlesOf, findEnvironment, rulesOf, toEnvironment } from "./repo.ts";

/** One building use with its sizing rules and suggested bundles. */
export async function getEnvironment(deps: Deps, id: string): Promise<TEnvironmentDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const row = await findEnvironment(db, id);
  const [rules, bundles] = await Promise.all([rulesOf(db, platformId, id), bundlesOf(db, platformId, id)]);
  return { ...toEnvironment(row), rules, bundles };
}
