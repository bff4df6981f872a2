import type { TEnvironmentBundle } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { bundlesOf, findEnvironment } from "./repo.ts";

/** The bundles a building use suggests, in order. */
export async function listEnvironmentBundles(
  deps: Deps,
  environmentId: string,
): Promise<{ data: TEnvironmentBundle[] }> {
  const { db } = deps;
  await findEnvironment(db, environmentId);
  return { data: await bundlesOf(db, deps.config.platformAccountId, environmentId) };
}
