import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The quote's member accounts, team and watchers (GET /projects/:id?getMembers&getTeam). */
export function useProjectPeople(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectPeople(projectId),
    queryFn: () => projectActivityApi.people(projectId),
  });
}

/** Member and watcher writes; each refreshes the people, the quote views and the feed. */
export function usePeopleMutations(projectId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.projectActivity(projectId) }),
      client.invalidateQueries({ queryKey: queryKeys.quote(projectId) }),
    ]);
  return {
    add: useMutation({
      mutationFn: (accountId: string) => projectActivityApi.addMember(projectId, accountId),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (memberId: string) => projectActivityApi.removeMember(projectId, memberId),
      onSuccess: refresh,
    }),
    invite: useMutation({
      mutationFn: (body: { accountIds: string[]; message?: string }) =>
        projectActivityApi.inviteMembers(projectId, body),
      onSuccess: refresh,
    }),
    notify: useMutation({
      mutationFn: (message: string) => projectActivityApi.notifyMembers(projectId, message),
      onSuccess: refresh,
    }),
    watch: useMutation({
      mutationFn: (watching: boolean) =>
        watching ? projectActivityApi.watch(projectId) : projectActivityApi.unwatch(projectId),
      onSuccess: refresh,
    }),
  };
}
