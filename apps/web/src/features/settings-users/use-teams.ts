import type { TeamLevel } from "@q2c/domain";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { membersApi } from "../../api/members-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type TeamBody, teamsApi } from "../../api/teams-api.ts";
import { useRefreshMembers } from "./use-members.ts";

const lastId = (page: { data: { id?: string; userId?: string }[]; hasMore: boolean }) => {
  const last = page.data.at(-1);
  return page.hasMore ? (last?.id ?? last?.userId) : undefined;
};

/** Every team of the account, page after page of 100 ("Load more" when there are more). */
export function useTeams(accountId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.teams(accountId),
    queryFn: ({ pageParam }) => teamsApi.list(accountId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: lastId,
  });
}

export function useTeamMembers(teamId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.teamMembers(teamId),
    queryFn: ({ pageParam }) => teamsApi.members(teamId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: lastId,
    enabled,
  });
}

/** Users of the account matching a search text, for choosing who joins a team. */
export function useMemberSearch(accountId: string, q: string) {
  return useQuery({
    queryKey: queryKeys.members(accountId, q, "search"),
    queryFn: () => membersApi.list({ accountId, q, limit: 20 }),
    staleTime: 30_000,
  });
}

export function useCreateTeam(accountId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: TeamBody) => teamsApi.create(accountId, body),
    onSuccess: refresh,
  });
}

export function useUpdateTeam() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TeamBody & { version: number } }) =>
      teamsApi.update(id, body),
    onSettled: refresh,
  });
}

export function useDeleteTeam() {
  const refresh = useRefreshMembers();
  return useMutation({ mutationFn: (id: string) => teamsApi.remove(id), onSuccess: refresh });
}

export function useSetTeamMember(teamId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ userId, level }: { userId: string; level: TeamLevel }) =>
      teamsApi.setMember(teamId, userId, level),
    onSuccess: refresh,
  });
}

export function useRemoveTeamMember(teamId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (userId: string) => teamsApi.removeMember(teamId, userId),
    onSuccess: refresh,
  });
}
