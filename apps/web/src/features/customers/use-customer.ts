import { useQuery } from "@tanstack/react-query";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The customer of a /customers/:accountId/... page; a missing one leaves for the 404 page. */
export function useCustomer(accountId: string) {
  return useQuery({
    queryKey: queryKeys.account(accountId, "settings"),
    queryFn: () => accountsApi.get(accountId, { settings: true, redirectOnNotFound: true }),
  });
}
