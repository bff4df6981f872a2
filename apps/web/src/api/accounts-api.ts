import type {
  AccountListType,
  EntitlementFlag,
  Page,
  TAccount,
  TAccountDetail,
  TCompanyDetails,
  TUserSummary,
} from "@q2c/domain";
import { api } from "./client.ts";

/** Keyset cursor of a list call (ids); at most one is set. */
export interface PageCursor {
  startingAfter?: string;
  endingBefore?: string;
}

export interface AccountListParams extends PageCursor {
  type?: AccountListType;
  q?: string;
  parentId?: string;
  limit?: number;
}

export interface CreateAccountBody {
  accountName: string;
  companyType?: string;
  parentId?: string;
  companyDetails?: TCompanyDetails;
}

/** PUT /accounts/:id: name and company info with the version read; null values go out as nullFields. */
export interface UpdateAccountBody {
  version: number;
  accountName?: string;
  companyDetails?: TCompanyDetails;
  nullFields?: string[];
}

export interface EntitlementsAnswer {
  accountId: string;
  entitlements: Record<string, boolean>;
}

const accountPath = (id: string, rest = "") => `/accounts/${encodeURIComponent(id)}${rest}`;

export const accountsApi = {
  list: (params: AccountListParams = {}) =>
    api.get<Page<TAccount>>("/accounts", { query: { ...params, q: params.q || undefined } }),
  get: (
    id: string,
    opts: {
      settings?: boolean;
      entitlements?: boolean;
      redirectOnNotFound?: boolean;
      ignore403?: boolean;
    } = {},
  ) =>
    api.get<TAccountDetail>(accountPath(id), {
      query: {
        getSettings: opts.settings ? true : undefined,
        getEntitlements: opts.entitlements ? true : undefined,
      },
      redirectOnNotFound: opts.redirectOnNotFound,
      ignore403: opts.ignore403,
    }),
  create: (body: CreateAccountBody) => api.post<TAccountDetail>("/accounts", body),
  update: (id: string, body: UpdateAccountBody) => api.put<TAccountDetail>(accountPath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(accountPath(id)),
  updateEntitlements: (id: string, entitlements: Partial<Record<EntitlementFlag, boolean>>) =>
    api.put<EntitlementsAnswer>(accountPath(id, "/entitlements"), { entitlements }),
  users: (id: string, params: PageCursor & { q?: string; limit?: number } = {}) =>
    api.get<Page<TUserSummary>>(accountPath(id, "/users"), {
      query: { ...params, q: params.q || undefined },
    }),
};
