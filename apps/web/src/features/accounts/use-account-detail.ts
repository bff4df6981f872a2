import { useQuery } from "@tanstack/react-query";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** One account with its settings and entitlements; a missing one leaves for the 404 page. */
export function useAccountDetail(accountId: string) {
  return useQuery({
    queryKey: queryKeys.account(accountId, "full"),
    queryFn: () =>
      accountsApi.get(accountId, { settings: true, entitlements: true, redirectOnNotFound: true }),
  });
}
