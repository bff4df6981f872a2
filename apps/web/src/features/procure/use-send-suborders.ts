import type { TOrder, TProcureSuborder } from "@q2c/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../api/api-error.ts";
import { procureApi } from "../../api/procure-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export interface RejectedLine {
  lineNumber: number;
  name: string;
  reason: string;
}

/** Where one suborder's send stands on this page. */
export type SendState =
  | { status: "queued" }
  | { status: "sending" }
  | { status: "sent"; distributorOrderNumber: string; declined: boolean; rejected: RejectedLine[] }
  | { status: "failed"; message: string };

export interface SendEntry {
  suborder: TProcureSuborder;
  distributorName: string;
  /** The Idempotency-Key of the click that started it; a retry sends the same one. */
  key: string;
  state: SendState;
}

const newKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The sent suborder's outcome as the order's answer tells it: its number and the lines refused, with why. */
export function sentState(order: TOrder, suborderId: string): SendState {
  const suborder = order.suborders.find((s) => s.id === suborderId);
  const rejected = order.lines
    .filter((l) => l.suborderId === suborderId && l.status === "rejected")
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map((l) => ({ lineNumber: l.lineNumber, name: l.name, reason: l.rejectReason }));
  return {
    status: "sent",
    distributorOrderNumber: suborder?.distributorOrderNumber ?? "",
    declined: suborder?.status === "declined",
    rejected,
  };
}

/**
 * Sends suborders to their distributor with a progress entry each, in the order asked, one at a time. Each
 * click makes one Idempotency-Key per suborder; "Try again" sends the same key, so a send that timed out and
 * is tried again never places a second order. The list of what must be bought is read again after each.
 */
export function useSendSuborders() {
  const client = useQueryClient();
  const [entries, setEntries] = useState<SendEntry[]>([]);
  const busy = useRef(new Set<string>());

  const put = useCallback((id: string, next: Partial<SendEntry> & { state: SendState }) => {
    setEntries((all) => all.map((e) => (e.suborder.id === id ? { ...e, ...next } : e)));
  }, []);

  const run = useCallback(
    async (entry: Pick<SendEntry, "suborder" | "key">) => {
      const { suborder, key } = entry;
      if (busy.current.has(suborder.id)) return;
      busy.current.add(suborder.id);
      put(suborder.id, { state: { status: "sending" } });
      try {
        const answer = await procureApi.send(suborder.orderId, suborder.id, key);
        if (isApiError(answer)) put(suborder.id, { state: { status: "failed", message: answer.message } });
        else put(suborder.id, { state: sentState(answer, suborder.id) });
      } catch (error) {
        put(suborder.id, { state: { status: "failed", message: errorMessage(error) } });
      } finally {
        busy.current.delete(suborder.id);
        await client.invalidateQueries({ queryKey: queryKeys.orders });
      }
    },
    [client, put],
  );

  /** New sends (a click): each suborder gets a fresh key and an entry, sent one after another. */
  const send = useCallback(
    async (distributorName: string, suborders: readonly TProcureSuborder[]) => {
      const fresh = suborders
        .filter((s) => !busy.current.has(s.id))
        .map((suborder) => ({
          suborder,
          distributorName,
          key: newKey(),
          state: { status: "queued" } as SendState,
        }));
      setEntries((all) => [
        ...fresh,
        ...all.filter((e) => !fresh.some((f) => f.suborder.id === e.suborder.id)),
      ]);
      for (const entry of fresh) await run(entry);
    },
    [run],
  );

  /** A failed send again, with the key it was first sent with. */
  const retry = useCallback(
    (id: string) => {
      const entry = entries.find((e) => e.suborder.id === id);
      if (entry) void run(entry);
    },
    [entries, run],
  );

  const dismiss = useCallback((id: string) => {
    setEntries((all) =>
      all.filter((e) => e.suborder.id !== id || e.state.status === "sending" || e.state.status === "queued"),
    );
  }, []);

  return { entries, send, retry, dismiss };
}
