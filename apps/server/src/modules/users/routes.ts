import {
  ZActivateUserRequest,
  ZBulkCreateUsersRequest,
  ZBulkCreateUsersResponse,
  ZDeleteUserQuery,
  ZIdParams,
  ZNotificationSettingsRequest,
  ZNotificationSettingsResponse,
  ZUpdateUserRequest,
  ZUserAccountsResponse,
  ZUserInfo,
  ZUserListQuery,
  ZUserSummary,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { activateUser } from "./activate-user.ts";
import { bulkCreateUsers } from "./bulk-create-users.ts";
import { deleteUser } from "./delete-user.ts";
import { getUser } from "./get-user.ts";
import { listUserAccounts } from "./list-user-accounts.ts";
import { listUsers } from "./list-users.ts";
import { updateNotificationSettings } from "./update-notification-settings.ts";
import { updateUser } from "./update-user.ts";

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.get(
    "/users",
    {
      config: { permission: "users.read" },
      schema: {
        tags,
        summary: "List users in scope (filter by account, search by name or e-mail)",
        querystring: ZUserListQuery,
        response: { 200: zPage(ZUserSummary) },
      },
    },
    async (req) => listUsers(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/users/:id",
    {
      config: { permission: "users.read" },
      schema: {
        tags,
        summary: "Get a user (with teams and table configuration)",
        params: ZIdParams,
        querystring: z.object({
          getTeams: z.stringbool().optional(),
          getTableConf: z.stringbool().optional(),
          getRedirectPageInfo: z.stringbool().optional(),
        }),
        response: { 200: ZUserInfo },
      },
    },
    async (req) => getUser(depsOf(req), principalOf(req), req.params.id),
  );

  r.put(
    "/users/:id",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Update a user: own profile, or role, teams and names as an administrator",
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUserInfo },
      },
    },
    async (req) => updateUser(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.put(
    "/users/:id/notification-settings",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Change notification settings (merged into the stored ones)",
        params: ZIdParams,
        body: ZNotificationSettingsRequest,
        response: { 200: ZNotificationSettingsResponse },
      },
    },
    async (req) =>
      updateNotificationSettings(depsOf(req), principalOf(req), req.params.id, req.body.notificationSettings),
  );

  r.post(
    "/users/:id/activate",
    {
      config: { permission: "users.manage" },
      schema: {
        tags,
        summary: "Activate or deactivate a user",
        params: ZIdParams,
        body: ZActivateUserRequest,
        response: { 200: ZUserSummary },
      },
    },
    async (req) => activateUser(depsOf(req), principalOf(req), req.params.id, req.body.active),
  );

  r.delete(
    "/users/:id",
    {
      config: { permission: "users.manage" },
      schema: {
        tags,
        summary: "Delete a user and its sign-in e-mail",
        params: ZIdParams,
        querystring: ZDeleteUserQuery,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteUser(depsOf(req), principalOf(req), req.params.id, req.query.accountId),
  );

  r.post(
    "/users/bulk-create",
    {
      config: { permission: "users.manage" },
      schema: {
        tags,
        summary: "Create users with a password each, all or none",
        body: ZBulkCreateUsersRequest,
        response: { 201: ZBulkCreateUsersResponse },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await bulkCreateUsers(depsOf(req), principalOf(req), req.body)),
  );

  r.get(
    "/user-accounts",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Accounts the caller may switch to",
        response: { 200: ZUserAccountsResponse },
      },
    },
    async (req) => listUserAccounts(depsOf(req), principalOf(req)),
  );
}
