import { useEffect, useRef, useSyncExternalStore } from "react";
import { getLiveSocket, subscribeLiveSocket } from "./live-socket.ts";

/** `project:changed`: the quote itself changed (a write through the builder). */
export interface ProjectChangedEvent {
  projectId: string;
  version: number;
  type: string;
}

/** `project:activity`: the feed changed (event, comment, like). */
export interface ProjectActivityEvent {
  projectId: string;
  kind: string;
  id?: string;
}

export interface ProjectRoomHandlers {
  onChanged?: (event: ProjectChangedEvent) => void;
  onActivity?: (event: ProjectActivityEvent) => void;
}

/**
 * Joins the room of a quote (`project:join`, checked by the server) while mounted, again after each
 * reconnection, and passes that quote's `project:changed` / `project:activity` events on. Several
 * components of a page may join the same room: the server keeps one membership per socket, so only
 * the last to leave should leave, hence the per-socket count.
 */
export function useProjectRoom(projectId: string | undefined, handlers: ProjectRoomHandlers): void {
  const socket = useSyncExternalStore(subscribeLiveSocket, getLiveSocket);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!socket || !projectId) return;
    const join = () => socket.emit("project:join", { projectId });
    const onChanged = (event: ProjectChangedEvent) => {
      if (event.projectId === projectId) latest.current.onChanged?.(event);
    };
    const onActivity = (event: ProjectActivityEvent) => {
      if (event.projectId === projectId) latest.current.onActivity?.(event);
    };
    addJoin(socket, projectId, 1);
    if (socket.connected) join();
    socket.on("connect", join);
    socket.on("project:changed", onChanged);
    socket.on("project:activity", onActivity);
    return () => {
      socket.off("connect", join);
      socket.off("project:changed", onChanged);
      socket.off("project:activity", onActivity);
      const left = addJoin(socket, projectId, -1);
      if (left === 0 && socket.connected) socket.emit("project:leave", { projectId });
    };
  }, [socket, projectId]);
}

/** How many mounted components of this tab are in each room, per socket. */
const joined = new WeakMap<object, Map<string, number>>();

function addJoin(socket: object, projectId: string, by: 1 | -1): number {
  const counts = joined.get(socket) ?? new Map<string, number>();
  const count = Math.max(0, (counts.get(projectId) ?? 0) + by);
  if (count === 0) counts.delete(projectId);
  else counts.set(projectId, count);
  joined.set(socket, counts);
  return count;
}
