import type { TProject } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** A read of the quote that already carries its members and team, and when it was answered. */
export interface PeopleSeed {
  project: TProject;
  at: number;
}

/** How long a seed counts as a fresh read: the quote's live room and the writes below refresh sooner. */
const SEED_FRESH_MS = 30_000;

/**
 * The quote's member accounts, team and watchers (GET /projects/:id?getMembers&getTeam). With a seed (the
 * builder's own read, which asks for members and team too) the panel starts from it instead of reading
 * the quote again; a member or watcher change reads them afresh as before.
 */
export function useProjectPeople(projectId: string, seed?: PeopleSeed) {
  return useQuery({
    queryKey: queryKeys.projectPeople(projectId),
    queryFn: () => projectActivityApi.people(projectId),
    initialData: seed?.project,
    initialDataUpdatedAt: seed?.at,
    ...(seed ? { staleTime: SEED_FRESH_MS } : {}),
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
