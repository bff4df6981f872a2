import type { Page, TProjectComment, TProjectEvent } from "@q2c/domain";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type NewComment, projectActivityApi } from "../../api/project-activity-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useProjectRoom } from "../../app/realtime/use-project-room.ts";

/** Events per page of the feed (newest first). */
export const EVENTS_PAGE = 50;
/** Comment pages followed at most: a quote's discussion is short, and this bounds a runaway one. */
const COMMENT_PAGES = 20;

export function useProjectEvents(projectId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.projectEvents(projectId),
    queryFn: ({ pageParam }) =>
      projectActivityApi.events(projectId, { limit: EVENTS_PAGE, startingAfter: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<TProjectEvent>) => (last.hasMore ? last.data.at(-1)?.id : undefined),
  });
}

/** Every comment of the quote (the call pages them oldest first). */
export function useProjectComments(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectComments(projectId),
    queryFn: async () => {
      const out: TProjectComment[] = [];
      let startingAfter: string | undefined;
      for (let i = 0; i < COMMENT_PAGES; i += 1) {
        const page = await projectActivityApi.comments(projectId, { limit: 100, startingAfter });
        out.push(...page.data);
        startingAfter = page.data.at(-1)?.id;
        if (!page.hasMore || startingAfter === undefined) break;
      }
      return out;
    },
  });
}

/**
 * Live feed: while the panel is shown the tab sits in the quote's room, and any `project:activity`
 * (someone's comment, like or change) refetches the feed; `project:changed` refetches it too, since
 * every change of the quote records an event.
 */
export function useLiveActivity(projectId: string): void {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: queryKeys.projectActivity(projectId) });
  useProjectRoom(projectId, { onActivity: refetch, onChanged: refetch });
}

/** Writes to the feed; each refreshes it (the server also tells the other viewers). */
export function useActivityMutations(projectId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.projectActivity(projectId) });
  return {
    post: useMutation({
      mutationFn: (comment: NewComment) => projectActivityApi.createComment(projectId, comment),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, version, body }: { id: string; version: number; body: string }) =>
        projectActivityApi.updateComment(projectId, id, { version, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => projectActivityApi.deleteComment(projectId, commentId),
      onSuccess: refresh,
    }),
    like: useMutation({
      mutationFn: ({ targetId, liked }: { targetId: string; liked: boolean }) =>
        liked ? projectActivityApi.unlike(projectId, targetId) : projectActivityApi.like(projectId, targetId),
      onSuccess: refresh,
    }),
  };
}
