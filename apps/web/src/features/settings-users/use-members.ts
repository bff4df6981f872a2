import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { membersApi, type UpdateMemberBody } from "../../api/members-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export const MEMBERS_PAGE_SIZE = 25;

/** One page of the account's members; the previous page stays on screen while the next loads. */
export function useMemberPage(accountId: string, q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: queryKeys.members(accountId, q, cursor ?? ""),
    queryFn: () => membersApi.list({ accountId, q, limit: MEMBERS_PAGE_SIZE, startingAfter: cursor }),
    placeholderData: keepPreviousData,
  });
}

/** A member's full record: the list has no MFA state, so each row reads it from GET /users/:id. */
export function useMemberDetail(id: string, opts: { redirectOnNotFound?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.user(id),
    queryFn: () => membersApi.get(id, opts),
    staleTime: 60_000,
  });
}

/** Users and teams hold each other (team columns, member counts): a change refreshes both. */
export function useRefreshMembers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["users"] }),
      client.invalidateQueries({ queryKey: ["teams"] }),
    ]);
}

export function useSendReminder() {
  return useMutation({ mutationFn: (userIds: string[]) => membersApi.sendReminder(userIds) });
}

export function useUpdateMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMemberBody }) => membersApi.update(id, body),
    onSettled: refresh,
  });
}

export function useSetMemberActive() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => membersApi.setActive(id, active),
    onSuccess: refresh,
  });
}

export function useDeleteMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, accountId }: { id: string; accountId: string }) => membersApi.remove(id, accountId),
    onSuccess: refresh,
  });
}

export function useInviteMembers() {
  const refresh = useRefreshMembers();
  return useMutation({ mutationFn: membersApi.invite, onSuccess: refresh });
}
