import type { Page, TUserSummary } from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

/** Users of one account (a customer's team members); invitations go through membersApi. */
export const accountUsersApi = {
  list: (accountId: string, params: PageCursor & { q?: string; limit?: number } = {}) =>
    api.get<Page<TUserSummary>>("/users", { query: { accountId, ...params, q: params.q || undefined } }),
};
