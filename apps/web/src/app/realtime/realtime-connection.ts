import { MESSAGES, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from "@q2c/domain";
import { io, type Socket } from "socket.io-client";
import { setLiveSocket } from "./live-socket.ts";

export interface LiveNotification {
  title?: string;
  message?: string;
}

export interface RealtimeHandlers {
  getToken: () => string | null;
  onNotification: (notification: LiveNotification) => void;
  /** "Connected !" after a failure, "Could not connect." when retries are spent. */
  onStatus: (text: string, ok: boolean) => void;
}

export type SocketFactory = (opts: Parameters<typeof io>[1]) => Socket;
const defaultFactory: SocketFactory = (opts) => io(opts);

/**
 * One socket per signed-in tab (foundation §4, §7): the access token rides in the handshake's `auth`
 * payload (docs/decisions/0008), asked of `getToken` at every connection attempt, so a reconnection
 * carries the current token; up to 5 reconnections, 3000 ms apart. socket.io retries transport failures
 * itself, but not a refusal by the server (e.g. an expired token) nor a disconnect by the server (it
 * closes a socket whose session was revoked, as a token refresh does), so those are retried here,
 * within the same limits. Returns a function that closes the socket.
 */
export function connectRealtime(
  handlers: RealtimeHandlers,
  factory: SocketFactory = defaultFactory,
): () => void {
  const socket = factory({
    path: "/socket.io",
    auth: (send) => send({ token: handlers.getToken() ?? "" }),
    // WebSocket straight away (one request), long-polling only where it fails: the polling handshake
    // and upgrade cost several requests while a page is starting.
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
    randomizationFactor: 0,
  });
  let failures = 0;
  let failed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const giveUp = () => handlers.onStatus(MESSAGES.couldNotConnect, false);

  socket.io.on("reconnect_failed", giveUp);
  socket.on("connect", () => {
    if (failed) handlers.onStatus(MESSAGES.connected, true);
    failed = false;
    failures = 0;
  });
  const retryLater = () => {
    failures += 1;
    if (failures > SOCKET_RECONNECT_ATTEMPTS) return giveUp();
    retry = setTimeout(() => socket.connect(), SOCKET_RECONNECT_DELAY_MS);
  };
  socket.on("disconnect", (reason) => {
    if (reason !== "io client disconnect") failed = true;
    if (reason === "io server disconnect") retryLater();
  });
  socket.on("connect_error", () => {
    failed = true;
    if (socket.active) return;
    retryLater();
  });
  socket.on("notification", (payload: LiveNotification) => handlers.onNotification(payload));
  setLiveSocket(socket);

  return () => {
    setLiveSocket(null);
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
  };
}
