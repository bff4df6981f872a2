import { useSyncExternalStore } from "react";

/** Foundation §4: a global counter that rises on show and falls on hide; loading while nonzero. */
let count = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  count = Math.max(0, next);
  for (const listener of listeners) listener();
}

export const loadingCounter = {
  show: (): void => set(count + 1),
  hide: (): void => set(count - 1),
  get: (): number => count,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Counts a promise as loading until it settles. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  loadingCounter.show();
  try {
    return await work;
  } finally {
    loadingCounter.hide();
  }
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(loadingCounter.subscribe, () => count > 0);
}
