import type { Page } from "@q2c/domain";
import { useState } from "react";
import type { PageCursor } from "../../api/accounts-api.ts";

export interface KeysetPager {
  cursor: PageCursor;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * Keyset paging of a list (ARCHITECTURE.md): Next asks for the rows after the last id shown, Previous
 * for those before the first. The cursor starts over whenever `resetKey` (the filters) changes.
 */
export function useKeysetCursor(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursor: PageCursor }>({ key: resetKey, cursor: {} });
  const cursor = state.key === resetKey ? state.cursor : {};
  const set = (next: PageCursor) => setState({ key: resetKey, cursor: next });

  const pager = <T extends { id: string }>(page: Page<T> | undefined): KeysetPager => {
    const data = page?.data ?? [];
    const backward = cursor.endingBefore !== undefined;
    const first = data[0];
    const last = data[data.length - 1];
    return {
      cursor,
      // Walking back, hasMore tells whether older rows remain; walking forward, whether newer ones do.
      hasPrevious: backward ? page?.hasMore === true : cursor.startingAfter !== undefined,
      hasNext: backward ? true : page?.hasMore === true,
      previous: () => set(first ? { endingBefore: first.id } : {}),
      next: () => (last ? set({ startingAfter: last.id }) : undefined),
    };
  };
  return { cursor, pager, reset: () => set({}) };
}
