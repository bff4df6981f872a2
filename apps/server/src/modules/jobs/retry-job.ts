import { AppError, type TJob } from "@q2c/domain";
import type { Deps } from "../../deps.ts";

/**
 * Gives a failed job one more try (its kind's handler runs again, from any process). Only a failed job:
 * one queued, active or completed answers 409 with its state and is left as it is.
 */
export async function retryJob(deps: Deps, id: string): Promise<TJob> {
  const found = await deps.jobs.find(id);
  if (!found) throw new AppError("not_found");
  if (found.job.state !== "failed") {
    throw new AppError("conflict", {
      message: `Only a failed job can be retried; this one is ${found.job.state}.`,
    });
  }
  await deps.jobs.retry(found.kind, id);
  const after = await deps.jobs.find(id);
  if (!after) throw new AppError("not_found");
  return after.job;
}
