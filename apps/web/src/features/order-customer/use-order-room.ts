import { useEffect, useRef, useSyncExternalStore } from "react";
import { getLiveSocket, subscribeLiveSocket } from "../../app/realtime/live-socket.ts";

/** `order:changed`: the order or one of its suborders changed (docs/orders.md "Live updates"). */
export interface OrderChangedEvent {
  orderId: string;
}

/**
 * Joins the live room of an order (`order:join`, checked by the server as the order's read is) while mounted,
 * again after each reconnection, and calls `onChanged` when that order changes: the page reads it again.
 */
export function useOrderRoom(orderId: string | undefined, onChanged: () => void): void {
  const socket = useSyncExternalStore(subscribeLiveSocket, getLiveSocket);
  const latest = useRef(onChanged);
  latest.current = onChanged;

  useEffect(() => {
    if (!socket || !orderId) return;
    const id = orderId.toLowerCase();
    const join = () => socket.emit("order:join", { orderId: id });
    const changed = (event: OrderChangedEvent) => {
      if (event.orderId === id) latest.current();
    };
    if (socket.connected) join();
    socket.on("connect", join);
    socket.on("order:changed", changed);
    return () => {
      socket.off("connect", join);
      socket.off("order:changed", changed);
      if (socket.connected) socket.emit("order:leave", { orderId: id });
    };
  }, [socket, orderId]);
}
