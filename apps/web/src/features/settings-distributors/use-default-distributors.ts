import type { TCreateDefaultDistributorRequest, TDefaultDistributor } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { categoriesApi } from "../../api/categories-api.ts";
import { companyApi } from "../../api/company-api.ts";
import { defaultDistributorsApi } from "../../api/default-distributors-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The account's default distributors, in its order. */
export function useDefaultDistributors() {
  return useQuery({ queryKey: queryKeys.defaultDistributors, queryFn: defaultDistributorsApi.list });
}

/**
 * The distributor accounts the caller can see (GET /accounts?type=distributor), shared with the
 * company form's "Default distributor" choice.
 */
export function useDistributorChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.distributors,
    queryFn: companyApi.distributors,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The categories the account sees, for a distributor kept for one category. */
export function useCategoryChoices() {
  return useQuery({ queryKey: queryKeys.categoryTree(false), queryFn: () => categoriesApi.all(false) });
}

/**
 * The positions that put `rows` in the order given: only rows whose position differs are written.
 * Positions may have gaps or ties (rows added with an explicit position), so the list is renumbered
 * from 0 rather than two positions swapped.
 */
export function repositions(rows: readonly TDefaultDistributor[]): { id: string; position: number }[] {
  return rows.flatMap((row, index) => (row.position === index ? [] : [{ id: row.id, position: index }]));
}

/** Moves `rows[index]` one place up (-1) or down (+1); the new order. */
export function moved(
  rows: readonly TDefaultDistributor[],
  index: number,
  by: -1 | 1,
): TDefaultDistributor[] {
  const next = [...rows];
  const target = index + by;
  const a = next[index];
  const b = next[target];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[target] = a;
  return next;
}

/** Writes of the list; each refreshes it. */
export function useDefaultDistributorMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.defaultDistributors });
  return {
    create: useMutation({
      mutationFn: (body: TCreateDefaultDistributorRequest) => defaultDistributorsApi.create(body),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      // One PUT at a time: the order is the point, and a failure leaves the rest unwritten.
      mutationFn: async (order: readonly TDefaultDistributor[]) => {
        for (const { id, position } of repositions(order)) {
          await defaultDistributorsApi.update(id, { position });
        }
      },
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => defaultDistributorsApi.remove(id),
      onSuccess: refresh,
    }),
  };
}
