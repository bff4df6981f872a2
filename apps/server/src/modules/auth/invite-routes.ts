import { ZBulkInviteRequest, ZInvitedUsersResponse, ZSendReminderRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { inviteUsers } from "./invite-users.ts";
import { sendInviteReminders } from "./send-invite-reminder.ts";

/** Inviting users by e-mail (foundation §7, Users and teams); registering is in routes.ts. */
export async function inviteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.post(
    "/users/bulk-invite",
    {
      config: { permission: "users.manage" },
      schema: {
        tags,
        summary: "Invite users by e-mail into the caller's account or one of their scope",
        body: ZBulkInviteRequest,
        response: { 200: ZInvitedUsersResponse },
      },
    },
    async (req) => inviteUsers(depsOf(req), principalOf(req), req.body),
  );

  r.post(
    "/users/send-reminder",
    {
      config: { permission: "users.manage" },
      schema: {
        tags,
        summary: "Mail invited users a fresh register link",
        body: ZSendReminderRequest,
        response: { 200: ZInvitedUsersResponse },
      },
    },
    async (req) => sendInviteReminders(depsOf(req), principalOf(req), req.body.userIds),
  );
}
