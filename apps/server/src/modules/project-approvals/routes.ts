import {
  ZApprovalState,
  ZDecideApprovalRequest,
  ZIdParams,
  ZRequestApprovalRequest,
  zUuid,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { decideApproval } from "./decide-approval.ts";
import { getApprovalState } from "./get-approval-state.ts";
import { requestApproval } from "./request-approval.ts";

const ZApprovalParams = ZIdParams.extend({ approvalId: zUuid });

/** Guardrail approvals of a quote (issue #16 §5); the provider's side only. */
export async function projectApprovalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/approvals",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "The quote's guardrail breaches and approval requests",
        params: ZIdParams,
        response: { 200: ZApprovalState },
      },
    },
    async (req) => getApprovalState(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/approvals",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Ask a manager to approve the quote's margin and discount",
        params: ZIdParams,
        body: ZRequestApprovalRequest,
        response: { 201: ZApprovalState },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await requestApproval(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.post(
    "/projects/:id/approvals/:approvalId/decision",
    {
      config: { permission: "quotes.approve" },
      schema: {
        tags,
        summary: "Approve or reject a waiting approval request",
        params: ZApprovalParams,
        body: ZDecideApprovalRequest,
        response: { 200: ZApprovalState },
      },
    },
    async (req) =>
      decideApproval(depsOf(req), principalOf(req), req.params.id, req.params.approvalId, req.body),
  );
}
