import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import {
  type ContractCreateBody,
  type ContractListParams,
  type ContractUpdateBody,
  contractsApi,
} from "../../api/contracts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Rows per keyset page of a contract list. */
export const CONTRACT_PAGE_SIZE = 25;

/** One keyset page of GET /contracts; the previous page stays on screen while the next one loads. */
export function useContractList(params: ContractListParams) {
  const query = { limit: CONTRACT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: queryKeys.contractList(query),
    queryFn: () => contractsApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One contract with its agreed prices. */
export function useContract(id: string) {
  return useQuery({ queryKey: queryKeys.contract(id), queryFn: () => contractsApi.get(id) });
}

/**
 * Writes to contracts. Each refreshes the lists; the contract itself is updated from the answer, and a
 * deleted one is not fetched again (its 404 would leave for the not-found page).
 */
export function useContractMutations() {
  const client = useQueryClient();
  const refreshLists = () =>
    client.invalidateQueries({ queryKey: queryKeys.contracts, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    create: useMutation({
      mutationFn: (body: ContractCreateBody) => contractsApi.create(body),
      onSuccess: (created) => {
        client.setQueryData(queryKeys.contract(created.id), created);
        return refreshLists();
      },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ContractUpdateBody }) => contractsApi.update(id, body),
      onSuccess: (answer, { id }) => {
        if (!isApiError(answer)) client.setQueryData(queryKeys.contract(id), answer);
        return refreshLists();
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => contractsApi.remove(id), onSuccess: refreshLists }),
  };
}
