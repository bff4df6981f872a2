import type { Page, TeamId, TeamLevel, TTeam, TTeamMember } from "@q2c/domain";
import { api } from "./client.ts";

const teamPath = (id: string, rest = "") => `/teams/${encodeURIComponent(id)}${rest}`;

export interface TeamBody {
  name: string;
  teamType: TeamId;
}

export const teamsApi = {
  list: (accountId: string, startingAfter?: string, limit = 100) =>
    api.get<Page<TTeam>>("/teams", { query: { accountId, startingAfter, limit } }),
  create: (accountId: string, body: TeamBody) => api.post<TTeam>("/teams", { ...body, accountId }),
  update: (id: string, body: Partial<TeamBody> & { version: number }) => api.put<TTeam>(teamPath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(teamPath(id)),
  members: (id: string, startingAfter?: string, limit = 100) =>
    api.get<Page<TTeamMember>>(teamPath(id, "/users"), { query: { startingAfter, limit } }),
  /** Adds a user, or changes the level of one who is a member already. */
  setMember: (id: string, userId: string, level: TeamLevel) =>
    api.post<TTeamMember>(teamPath(id, "/users"), { userId, level }),
  removeMember: (id: string, userId: string) =>
    api.delete<{ teamId: string; userId: string }>(teamPath(id, `/users/${encodeURIComponent(userId)}`)),
};
