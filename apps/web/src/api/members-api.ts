import type { Page, TBulkInviteRequest, TInvitedUsersResponse, TUserInfo, TUserSummary } from "@q2c/domain";
import { api } from "./client.ts";

/** One page of GET /users: keyset pagination with `startingAfter` (foundation conventions). */
export interface MemberListQuery {
  accountId: string;
  q?: string;
  limit?: number;
  startingAfter?: string;
}

/** PUT /users/:id as an administrator edits another user: role and teams, with the version read. */
export interface UpdateMemberBody {
  version: number;
  role?: string;
  teams?: { teamId: string; level: "manager" | "user" }[];
}

const userPath = (id: string, rest = "") => `/users/${encodeURIComponent(id)}${rest}`;

export const membersApi = {
  list: (query: MemberListQuery) =>
    api.get<Page<TUserSummary>>("/users", {
      query: {
        accountId: query.accountId,
        q: query.q?.trim() || undefined,
        limit: query.limit,
        startingAfter: query.startingAfter,
      },
    }),
  /** A member's full record (MFA state, about, teams); a missing one leaves for the 404 page. */
  get: (id: string, opts: { redirectOnNotFound?: boolean } = {}) =>
    api.get<TUserInfo>(userPath(id), { query: { getTeams: true }, ignore403: true, ...opts }),
  invite: (body: TBulkInviteRequest) => api.post<TInvitedUsersResponse>("/users/bulk-invite", body),
  sendReminder: (userIds: string[]) => api.post<TInvitedUsersResponse>("/users/send-reminder", { userIds }),
  update: (id: string, body: UpdateMemberBody) => api.put<TUserInfo>(userPath(id), body),
  setActive: (id: string, active: boolean) => api.post<TUserSummary>(userPath(id, "/activate"), { active }),
  remove: (id: string, accountId: string) =>
    api.delete<{ id: string }>(userPath(id), { query: { accountId } }),
};
