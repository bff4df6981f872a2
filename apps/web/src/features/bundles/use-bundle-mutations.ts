import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import {
  type BundleCreateBody,
  type BundleTypeCreateBody,
  type BundleTypeUpdateBody,
  type BundleUpdateBody,
  bundlesApi,
  bundleTypesApi,
} from "../../api/bundles-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Writes to bundles. Each refreshes the lists and pick lists; the bundle itself is updated from the
 * answer, and a deleted one is not fetched again (its 404 would leave for the not-found page).
 */
export function useBundleMutations() {
  const client = useQueryClient();
  const refreshLists = () =>
    client.invalidateQueries({ queryKey: queryKeys.bundles, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    create: useMutation({
      mutationFn: (body: BundleCreateBody) => bundlesApi.create(body),
      onSuccess: (created) => {
        client.setQueryData(queryKeys.bundle(created.id), created);
        return refreshLists();
      },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: BundleUpdateBody }) => bundlesApi.update(id, body),
      onSuccess: (answer, { id }) => {
        if (!isApiError(answer)) client.setQueryData(queryKeys.bundle(id), answer);
        return refreshLists();
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => bundlesApi.remove(id), onSuccess: refreshLists }),
  };
}

/** Writes to bundle types; each refreshes every bundle type list (bundle lists read type names there). */
export function useBundleTypeMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.bundleTypes("").slice(0, 1) });
  return {
    create: useMutation({
      mutationFn: (body: BundleTypeCreateBody) => bundleTypesApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: BundleTypeUpdateBody }) =>
        bundleTypesApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => bundleTypesApi.remove(id), onSuccess: refresh }),
  };
}
