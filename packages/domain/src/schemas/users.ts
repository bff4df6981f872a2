import { z } from "zod";
import { ASSIGNABLE_ROLES, normaliseRole, type Role, TEAM_LEVELS } from "../access/roles.ts";
import { ZPageQuery } from "../pagination.ts";
import { zEmail, zPassword, zPhone, zYesNo } from "../validation/rules.ts";
import { zImageUrl, zNullFields, zRequiredText, zSettingsObject, zText, zVersion } from "./common.ts";

/** A role as typed by a client; the legacy values 'user' and 'admin' are saved as 'administrator' (§3). */
export const zRoleInput = z
  .enum([...ASSIGNABLE_ROLES, "user", "admin"])
  .transform((v) => normaliseRole(v) as Role);

export const ZUserTeam = z.object({
  teamId: z.string(),
  id: z.string(),
  name: z.string(),
  level: z.enum(TEAM_LEVELS),
});

/** A user as lists show it. */
export const ZUserSummary = z.object({
  id: z.string(),
  accountId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  active: z.boolean(),
  /** Invited but not registered yet. */
  pending: z.boolean(),
  mfaEnabled: z.boolean(),
  teams: z.array(ZUserTeam),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserListQuery = ZPageQuery.extend({
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZTeamAssignment = z.object({ teamId: z.uuid(), level: z.enum(TEAM_LEVELS) });

/**
 * PUT /users/:id. Profile fields are the user's own; an administrator+ may also set role and teams and
 * the name fields of others. preferences (starred pages among them) and tableConf replace the stored object.
 */
export const ZUpdateUserRequest = z.object({
  version: zVersion,
  firstName: zRequiredText("First name", 100).optional(),
  lastName: zRequiredText("Last name", 100).optional(),
  phone: zPhone.optional(),
  about: zText(2000).optional(),
  photoURL: zImageUrl.optional(),
  darkTheme: zYesNo.optional(),
  preferences: zSettingsObject()
    .and(z.object({ starredPages: z.array(z.string().max(500)).max(100).optional() }))
    .optional(),
  tableConf: zSettingsObject().optional(),
  role: zRoleInput.optional(),
  teams: z.array(ZTeamAssignment).max(50).optional(),
  nullFields: zNullFields(["phone", "photoURL"]),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZNotificationSettingsRequest = z.object({
  notificationSettings: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "Use letters, digits, dot, dash or underscore"),
      z.boolean(),
    )
    .refine((v) => Object.keys(v).length <= 100, { message: "At most 100 settings" }),
});
export const ZNotificationSettingsResponse = z.object({
  notificationSettings: z.record(z.string(), z.boolean()),
});

export const ZActivateUserRequest = z.object({ active: z.boolean() });

export const ZDeleteUserQuery = z.object({
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
});

export const ZBulkCreateUser = z.object({
  email: zEmail,
  firstName: zRequiredText("First name", 100),
  lastName: zRequiredText("Last name", 100),
  password: zPassword,
  role: zRoleInput.optional(),
  phone: zPhone.optional(),
});

export const ZBulkCreateUsersRequest = z.object({
  /** The account the users join; the caller's own when absent. */
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
  users: z.array(ZBulkCreateUser).min(1, "Add at least one user").max(50),
});
export type TBulkCreateUsersRequest = z.infer<typeof ZBulkCreateUsersRequest>;

export const ZBulkCreateUsersResponse = z.object({ data: z.array(ZUserSummary) });

/** An account the caller may switch to (kept by the web as userAccounts). */
export const ZUserAccount = z.object({
  id: z.string(),
  accountName: z.string(),
  kind: z.enum(["platformOwner", "msp_expert", "linkPartner", "customer"]),
});
export const ZUserAccountsResponse = z.object({ data: z.array(ZUserAccount), hasMore: z.boolean() });
