import {
  ZAddMemberRequest,
  ZCreateCreditApplicationRequest,
  ZCreditApplication,
  ZFinanceOption,
  ZIdParams,
  ZInviteMembersRequest,
  ZMemberCandidate,
  ZMemberCandidatesQuery,
  ZNotifyMembersRequest,
  ZProjectMember,
  ZRealtimeCost,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { addProjectMember } from "./add-project-member.ts";
import { ZMemberParams } from "./collab-params.ts";
import { createCreditApplication } from "./create-credit-application.ts";
import { getFinanceOptions } from "./get-finance-options.ts";
import { getRealtimeCosts } from "./get-realtime-costs.ts";
import { inviteProjectMembers, ZInviteMembersResponse } from "./invite-project-members.ts";
import { listCreditApplications } from "./list-credit-applications.ts";
import { listMemberCandidates } from "./list-member-candidates.ts";
import { listProjectMembers } from "./list-project-members.ts";
import { notifyProjectMembers } from "./notify-project-members.ts";
import { removeProjectMember } from "./remove-project-member.ts";

/** The quote's partners (members, messages to them) and its financing and distributor costs. */
export function memberRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/members",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Partner accounts named on the quote",
        params: ZIdParams,
        response: { 200: z.array(ZProjectMember) },
      },
    },
    async (req) => listProjectMembers(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/members",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary:
          "Name a partner account (link partner, financial, distributor, manufacturer, ISV, ISP) on the quote",
        params: ZIdParams,
        body: ZAddMemberRequest,
        response: { 201: ZProjectMember },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await addProjectMember(depsOf(req), principalOf(req), req.params.id, req.body.accountId)),
  );

  r.get(
    "/projects/:id/member-candidates",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary:
          "Partner accounts of any tenant that could be added to the quote, by name (up to 25; members left out)",
        params: ZIdParams,
        querystring: ZMemberCandidatesQuery,
        response: { 200: z.array(ZMemberCandidate) },
      },
    },
    async (req) => listMemberCandidates(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.delete(
    "/projects/:id/members/:memberId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Take a partner off the quote (membership id or member account id)",
        params: ZMemberParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => removeProjectMember(depsOf(req), principalOf(req), req.params.id, req.params.memberId),
  );

  r.post(
    "/projects/:id/invite-members",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Add partner accounts to the quote and notify their users",
        params: ZIdParams,
        body: ZInviteMembersRequest,
        response: { 200: ZInviteMembersResponse },
      },
    },
    async (req) => inviteProjectMembers(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.post(
    "/projects/:id/notify-members",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Send a message to the users of the quote's member accounts and its watchers",
        params: ZIdParams,
        body: ZNotifyMembersRequest,
        response: { 200: z.object({ recipients: z.number().int() }) },
      },
    },
    async (req) => notifyProjectMembers(depsOf(req), principalOf(req), req.params.id, req.body.message),
  );

  r.get(
    "/projects/:id/credit-applications",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Credit applications sent for the quote",
        params: ZIdParams,
        response: { 200: z.array(ZCreditApplication) },
      },
    },
    async (req) => listCreditApplications(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/credit-applications",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Apply to a financial partner for credit of the quote's term total",
        params: ZIdParams,
        body: ZCreateCreditApplicationRequest,
        response: { 201: ZCreditApplication },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createCreditApplication(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.get(
    "/projects/:id/finance-options",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Monthly payments of financing the quote's term total with each financial partner",
        params: ZIdParams,
        response: { 200: z.array(ZFinanceOption) },
      },
    },
    async (req) => getFinanceOptions(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/projects/:id/realtime-costs",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "The distributor's cost now for each line with a part number, against the line's cost",
        params: ZIdParams,
        response: { 200: z.array(ZRealtimeCost) },
      },
    },
    async (req) => getRealtimeCosts(depsOf(req), principalOf(req), req.params.id),
  );
}
