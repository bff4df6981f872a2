import type { Deps } from "../../deps.ts";

// Live updates of a quote (issue #4 §3): everyone viewing it joined the room `project:<id>` after
// an access check (project-collab/live-join.ts); the page refetches what the event names.

export const projectRoom = (projectId: string) => `project:${projectId}`;

/** The quote changed: version and what kind of change, so viewers reload or offer to. */
export function publishProjectChange(
  deps: Deps,
  projectId: string,
  payload: { version: number; type: string },
): void {
  deps.realtime.emitToRoom(projectRoom(projectId), "project:changed", { projectId, ...payload });
}

/** The activity feed changed (event, comment, like): viewers refetch the feed. */
export function publishProjectActivity(
  deps: Deps,
  projectId: string,
  payload: { kind: string; id?: string },
): void {
  deps.realtime.emitToRoom(projectRoom(projectId), "project:activity", { projectId, ...payload });
}
