import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type LocationBody, type LocationUpdateBody, locationsApi } from "../../api/locations-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Writes to locations; each refreshes every location list and view on success. */
export function useLocationMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.locations });
  return {
    create: useMutation({
      mutationFn: (body: LocationBody) => locationsApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: LocationUpdateBody }) => locationsApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => locationsApi.remove(id), onSuccess: refresh }),
  };
}
