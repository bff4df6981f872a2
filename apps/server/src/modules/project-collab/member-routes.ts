import {
  ZAddMemberRequest,
  ZCreateCreditApplicationRequest,
  ZCreditApplication,
  ZFinanceOption,
  ZInviteMembersRequest,
  ZNotifyMembersRequest,
  ZProjectMember,
  ZRealtimeCost,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { principalOf } from "../../plugins/access.ts";
import { addProjectMember } from "./add-project-member.ts";
import { COLLAB_MSP, COLLAB_READ, ZMemberParams, ZProjectParams } from "./collab-params.ts";
import { createCreditApplication } from "./create-credit-application.ts";
import { getFinanceOptions } from "./get-finance-options.ts";
import { getRealtimeCosts } from "./get-realtime-costs.ts";
import { inviteProjectMembers, ZInviteMembersResponse } from "./invite-project-members.ts";
import { listCreditApplications } from "./list-credit-applications.ts";
import { listProjectMembers } from "./list-project-members.ts";
import { notifyProjectMembers } from "./notify-project-members.ts";
import { removeProjectMember } from "./remove-project-member.ts";

/** The quote's partners (members, messages to them) and its financing and distributor costs. */
export function memberRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/members",
    {
      config: COLLAB_READ,
      schema: {
        tags,
        summary: "Partner accounts named on the quote",
        params: ZProjectParams,
        response: { 200: z.array(ZProjectMember) },
      },
    },
    async (req) => listProjectMembers(deps, principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/members",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary:
          "Name a partner account (link partner, financial, distributor, manufacturer, ISV, ISP) on the quote",
        params: ZProjectParams,
        body: ZAddMemberRequest,
        response: { 201: ZProjectMember },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await addProjectMember(deps, principalOf(req), req.params.id, req.body.accountId)),
  );

  r.delete(
    "/projects/:id/members/:memberId",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary: "Take a partner off the quote (membership id or member account id)",
        params: ZMemberParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => removeProjectMember(deps, principalOf(req), req.params.id, req.params.memberId),
  );

  r.post(
    "/projects/:id/invite-members",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary: "Add partner accounts to the quote and notify their users",
        params: ZProjectParams,
        body: ZInviteMembersRequest,
        response: { 200: ZInviteMembersResponse },
      },
    },
    async (req) => inviteProjectMembers(deps, principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/notify-members",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary: "Send a message to the users of the quote's member accounts and its watchers",
        params: ZProjectParams,
        body: ZNotifyMembersRequest,
        response: { 200: z.object({ recipients: z.number().int() }) },
      },
    },
    async (req) => notifyProjectMembers(deps, principalOf(req), req.params.id, req.body.message),
  );

  r.get(
    "/projects/:id/credit-applications",
    {
      config: COLLAB_READ,
      schema: {
        tags,
        summary: "Credit applications sent for the quote",
        params: ZProjectParams,
        response: { 200: z.array(ZCreditApplication) },
      },
    },
    async (req) => listCreditApplications(deps, principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/credit-applications",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary: "Apply to a financial partner for credit of the quote's term total",
        params: ZProjectParams,
        body: ZCreateCreditApplicationRequest,
        response: { 201: ZCreditApplication },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCreditApplication(deps, principalOf(req), req.params.id, req.body)),
  );

  r.get(
    "/projects/:id/finance-options",
    {
      config: COLLAB_READ,
      schema: {
        tags,
        summary: "Monthly payments of financing the quote's term total with each financial partner",
        params: ZProjectParams,
        response: { 200: z.array(ZFinanceOption) },
      },
    },
    async (req) => getFinanceOptions(deps, principalOf(req), req.params.id),
  );

  r.get(
    "/projects/:id/realtime-costs",
    {
      config: COLLAB_MSP,
      schema: {
        tags,
        summary: "The distributor's cost now for each line with a part number, against the line's cost",
        params: ZProjectParams,
        response: { 200: z.array(ZRealtimeCost) },
      },
    },
    async (req) => getRealtimeCosts(deps, principalOf(req), req.params.id),
  );
}
