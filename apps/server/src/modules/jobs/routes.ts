import { ZIdParams, ZJob, ZJobListQuery, zPage } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf } from "../../plugins/access.ts";
import { listQueueJobs } from "./list-jobs.ts";
import { retryJob } from "./retry-job.ts";

/** The job queue as the platform owner watches it (docs/jobs.md): every tenant's jobs, retry of failed ones. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["jobs"];
  r.get(
    "/jobs",
    {
      config: { permission: "jobs.manage" },
      schema: {
        tags,
        summary: "Jobs in the queue (mail, import chunks), newest first, by state",
        querystring: ZJobListQuery,
        response: { 200: zPage(ZJob) },
      },
    },
    async (req) => listQueueJobs(depsOf(req), req.query),
  );
  r.post(
    "/jobs/:id/retry",
    {
      config: { permission: "jobs.manage" },
      schema: {
        tags,
        summary: "Give a failed job one more try",
        params: ZIdParams,
        response: { 200: ZJob },
      },
    },
    async (req) => retryJob(depsOf(req), req.params.id),
  );
}
