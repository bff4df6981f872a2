import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { saveSessionUser } from "../../api/session-storage.ts";
import { usersApi } from "../../api/users-api.ts";

/** Remaining backup codes; only asked while MFA is on. */
export function useBackupCodesCount(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.backupCodesCount(userId),
    queryFn: () => usersApi.backupCodesCount(userId),
    enabled,
  });
}

/** Turning MFA on or off changes the user (mfaEnabled): reload it into the session. */
async function reloadUser(userId: string): Promise<void> {
  saveSessionUser(await usersApi.get(userId));
}

export function useMfaActions(userId: string) {
  const queryClient = useQueryClient();
  const refreshCount = () => queryClient.invalidateQueries({ queryKey: queryKeys.backupCodesCount(userId) });
  return {
    enable: useMutation({ mutationFn: () => usersApi.enableMfa(userId) }),
    confirm: useMutation({
      mutationFn: async (code: string) => {
        const codes = await usersApi.checkMfa(userId, code);
        await reloadUser(userId);
        return codes;
      },
      onSuccess: refreshCount,
    }),
    disable: useMutation({
      mutationFn: async (code: string) => {
        await usersApi.disableMfa(userId, code);
        await reloadUser(userId);
      },
    }),
    regenerate: useMutation({
      mutationFn: (code: string) => usersApi.regenerateBackupCodes(userId, code),
      onSuccess: refreshCount,
    }),
  };
}
