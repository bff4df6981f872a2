import { ZAuditLog, ZAuditLogParams, ZAuditLogQuery } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { auditLogCsv } from "./audit-csv.ts";
import { getAuditLog } from "./get-audit-log.ts";

/** A document's audit log (issue #17 §4), as JSON or CSV; the quote's MSP and its customer's users read it. */
export async function documentAuditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/quotes/:quoteId/documents/:documentType/audit-log",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags: ["signing"],
        summary:
          "A document's append-only audit log with whether its hash chain verifies (JSON, or CSV with format=csv)",
        params: ZAuditLogParams,
        querystring: ZAuditLogQuery,
        produces: ["application/json", "text/csv"],
        response: { 200: z.union([ZAuditLog, z.string().describe("The CSV text, with format=csv")]) },
      },
    },
    async (req, reply) => {
      const log = await getAuditLog(
        depsOf(req),
        principalOf(req),
        req.params.quoteId,
        req.params.documentType,
      );
      if (req.query.format !== "csv") return log;
      const verdict = log.chain.verified ? "verified" : `broken at ${log.chain.brokenAtSeq}`;
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="audit-log-${log.documentType}-${log.quoteId}.csv"`,
        )
        .header("cache-control", "no-store")
        .header("x-audit-chain", verdict)
        .send(auditLogCsv(log));
    },
  );
}
