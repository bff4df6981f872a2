import { MESSAGES } from "@q2c/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getSessionUser } from "../../api/session-storage.ts";
import type { UpdateUserBody } from "../../api/users-api.ts";
import { notifyError } from "../feedback/notify.tsx";
import { useSessionUser } from "../session/use-session.ts";
import { useUpdateCurrentUser } from "../session/use-update-current-user.ts";
import {
  type ColumnVisibility,
  resolveVisibility,
  savedVisibility,
  type VisibilityColumn,
  withColumnVisibility,
} from "./table-conf.ts";

/** Clicks in the Columns menu within this time go to the server as one save. */
export const TABLE_CONF_SAVE_DELAY_MS = 400;

// PUT /users/:id accepts tableConf (ZUpdateUserRequest) though the web's UpdateUserBody does not list it yet.
type TableConfBody = UpdateUserBody & { tableConf: Record<string, unknown> };

export interface TableConf {
  /** Every column id with whether it shows now (the user's choice, else the column's default). */
  columnVisibility: ColumnVisibility;
  /** Shows the choice at once and saves it to the signed-in user's tableConf shortly after. */
  setColumnVisibility: (next: ColumnVisibility) => void;
}

/**
 * The visible columns of grid `tableId` from the signed-in user's tableConf (see table-conf.ts).
 * A change shows at once (local state, then the session user that useUpdateCurrentUser updates
 * optimistically); saves run one after another, each built from the newest stored user so that no
 * save undoes another grid's. A refused save shows the error and the grid returns to what is saved.
 */
export function useTableConf(tableId: string, columns: readonly VisibilityColumn[]): TableConf {
  const user = useSessionUser();
  const { mutateAsync } = useUpdateCurrentUser();
  const [pending, setPending] = useState<ColumnVisibility | null>(null);
  const pendingRef = useRef<ColumnVisibility | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The save runs after a delay (or on unmount): it needs the latest columns and mutation, not a render's.
  const latest = useRef({ columns, mutateAsync });
  latest.current = { columns, mutateAsync };

  const saved = useMemo(() => savedVisibility(user?.tableConf, tableId), [user?.tableConf, tableId]);
  const columnVisibility = useMemo(
    () => resolveVisibility(columns, pending ?? saved),
    [columns, pending, saved],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const wanted = pendingRef.current;
    if (wanted === null) return;
    queue.current = queue.current.then(async () => {
      const current = getSessionUser();
      if (current !== null) {
        const tableConf = withColumnVisibility(current.tableConf, tableId, latest.current.columns, wanted);
        const body: TableConfBody = { tableConf };
        try {
          await latest.current.mutateAsync(body);
        } catch (error) {
          notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
        }
      }
      // A newer choice made while this one was saving stays pending for its own save.
      if (pendingRef.current === wanted) {
        pendingRef.current = null;
        setPending(null);
      }
    });
  }, [tableId]);

  const setColumnVisibility = useCallback(
    (next: ColumnVisibility) => {
      pendingRef.current = next;
      setPending(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TABLE_CONF_SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page right after a click still saves it.
  useEffect(() => flush, [flush]);

  return { columnVisibility, setColumnVisibility };
}
