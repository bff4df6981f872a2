import { ZDashboardPipeline, ZDashboardSummary } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { getDashboardPipeline } from "./get-dashboard-pipeline.ts";
import { getDashboardSummary } from "./get-dashboard-summary.ts";

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/dashboard/summary",
    {
      config: { signedIn: true },
      schema: {
        tags: ["dashboard"],
        summary: "Counts of users, teams, customers, locations and buildings in scope",
        response: { 200: ZDashboardSummary },
      },
    },
    async (req) => getDashboardSummary(depsOf(req), principalOf(req)),
  );

  r.get(
    "/dashboard/pipeline",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags: ["dashboard"],
        summary:
          "The caller's quotes: open by stage, expiring within 14 days, won and lost this month, recent ones",
        response: { 200: ZDashboardPipeline },
      },
    },
    async (req) => getDashboardPipeline(depsOf(req), principalOf(req)),
  );
}
