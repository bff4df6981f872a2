import type { TCreatePriceRuleRequest, TUpdatePriceRuleRequest } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageCursor } from "../../api/accounts-api.ts";
import { priceAutomationApi } from "../../api/price-automation-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function usePriceRules() {
  return useQuery({ queryKey: queryKeys.priceRules, queryFn: priceAutomationApi.rules });
}

export function useRuleManufacturers() {
  return useQuery({ queryKey: queryKeys.priceRuleManufacturers, queryFn: priceAutomationApi.manufacturers });
}

export function usePriceRuleRuns(cursor: PageCursor) {
  return useQuery({
    queryKey: queryKeys.priceRuleRuns(cursor),
    queryFn: () => priceAutomationApi.runs(cursor),
    placeholderData: keepPreviousData,
  });
}

/** Writes to rules refresh the rules list; what a preview showed is then out of date (the page drops it). */
export function usePriceRuleMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.priceRules });
  return {
    create: useMutation({
      mutationFn: (body: TCreatePriceRuleRequest) => priceAutomationApi.create(body),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdatePriceRuleRequest }) =>
        priceAutomationApi.update(id, body),
      // A 409 means someone else changed the rule: reload it either way.
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => priceAutomationApi.remove(id), onSettled: refresh }),
  };
}

/** Preview, apply and undo. Apply and undo change prices, so every product view and the runs reload. */
export function usePriceRuns() {
  const client = useQueryClient();
  const pricesChanged = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.priceAutomation }),
      client.invalidateQueries({ queryKey: queryKeys.products }),
    ]);
  return {
    preview: useMutation({
      mutationFn: (includeManual: boolean) => priceAutomationApi.preview(includeManual),
    }),
    apply: useMutation({
      mutationFn: (body: { includeManual: boolean; expectedCount: number }) => priceAutomationApi.apply(body),
      onSuccess: pricesChanged,
    }),
    undo: useMutation({ mutationFn: (id: string) => priceAutomationApi.undo(id), onSuccess: pricesChanged }),
  };
}
