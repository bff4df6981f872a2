import { useDebouncedValue } from "@mantine/hooks";
import type { AccountListType } from "@q2c/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Partner accounts of a kind whose name matches the search (GET /accounts, scoped by the server). */
export function useAccountSearch(type: AccountListType, search: string, exclude: readonly string[]) {
  const [q] = useDebouncedValue(search.trim(), 300);
  const params = { type, q: q || undefined, limit: 20 };
  const list = useQuery({
    queryKey: queryKeys.accountList(params),
    queryFn: () => accountsApi.list(params),
    placeholderData: keepPreviousData,
  });
  const options = (list.data?.data ?? [])
    .filter((a) => !exclude.includes(a.id))
    .map((a) => ({ value: a.id, label: a.accountName }));
  return { options, loading: list.isFetching };
}
