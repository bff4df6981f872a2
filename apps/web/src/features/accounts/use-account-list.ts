import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AccountListParams, accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** One page of GET /accounts; the previous page stays on screen while the next one loads. */
export function useAccountList(params: AccountListParams) {
  return useQuery({
    queryKey: queryKeys.accountList(params),
    queryFn: () => accountsApi.list(params),
    placeholderData: keepPreviousData,
  });
}
