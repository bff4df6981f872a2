import { z } from "zod";
import { TEAM_IDS, TEAM_LEVELS } from "../access/roles.ts";
import { ZPageQuery } from "../pagination.ts";
import { zRequiredText, zVersion } from "./common.ts";

const zTeamType = z.enum(TEAM_IDS, {
  error: "Choose one of sales, finance, engineering, operations, pm, support",
});

export const ZTeam = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  teamType: z.enum(TEAM_IDS),
  memberCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TTeam = z.infer<typeof ZTeam>;

export const ZTeamListQuery = ZPageQuery.extend({
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
});
export type TTeamListQuery = z.infer<typeof ZTeamListQuery>;

export const ZCreateTeamRequest = z.object({
  name: zRequiredText("Name", 100),
  teamType: zTeamType,
  /** The account the team belongs to; the caller's own when absent. */
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
});
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequest>;

export const ZUpdateTeamRequest = z.object({
  version: zVersion,
  name: zRequiredText("Name", 100).optional(),
  teamType: zTeamType.optional(),
});
export type TUpdateTeamRequest = z.infer<typeof ZUpdateTeamRequest>;

export const ZTeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.string(),
  active: z.boolean(),
  level: z.enum(TEAM_LEVELS),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamDetail = ZTeam.extend({ members: z.array(ZTeamMember) });
export type TTeamDetail = z.infer<typeof ZTeamDetail>;

export const ZAddTeamMemberRequest = z.object({
  userId: z.uuid({ error: "User is required" }).transform((v) => v.toLowerCase()),
  level: z.enum(TEAM_LEVELS, { error: "Choose manager or user" }),
});
export type TAddTeamMemberRequest = z.infer<typeof ZAddTeamMemberRequest>;

export const ZTeamMemberParams = z.object({
  id: z.uuid().transform((v) => v.toLowerCase()),
  userId: z.uuid().transform((v) => v.toLowerCase()),
});
