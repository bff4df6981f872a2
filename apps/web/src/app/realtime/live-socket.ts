import type { Socket } from "socket.io-client";

// The tab's one socket (opened by useRealtime in the main layout), for pages that join rooms on it.
let current: Socket | null = null;
const listeners = new Set<() => void>();

export function setLiveSocket(socket: Socket | null): void {
  current = socket;
  for (const listener of listeners) listener();
}

export function getLiveSocket(): Socket | null {
  return current;
}

export function subscribeLiveSocket(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
