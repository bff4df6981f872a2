import type { EntitlementFlag } from "@q2c/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountsApi, type CreateAccountBody, type UpdateAccountBody } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Writes to accounts; each refreshes every account list and view on success. */
export function useAccountMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.accounts });
  return {
    create: useMutation({
      mutationFn: (body: CreateAccountBody) => accountsApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateAccountBody }) => accountsApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => accountsApi.remove(id), onSuccess: refresh }),
    entitlements: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: Partial<Record<EntitlementFlag, boolean>> }) =>
        accountsApi.updateEntitlements(id, changes),
      onSuccess: refresh,
    }),
  };
}
