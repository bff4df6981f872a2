import { io as connect, type Socket } from "socket.io-client";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

// Sockets of the live-room tests: a demo user's socket on a listening test server, as the web app opens it
// (the access token in the handshake's `auth`), and what it hears.

export type Activity = { projectId: string; kind: string; id?: string };
export type Changed = { projectId: string; version: number; type: string };

export interface LiveSockets {
  open(email: DemoEmail): Promise<{ socket: Socket; token: string }>;
  closeAll(): void;
}

export function liveSockets(s: () => TestServer, base: () => string): LiveSockets {
  const sockets: Socket[] = [];
  return {
    async open(email) {
      const { accessToken } = await s().login(email);
      const socket = connect(base(), {
        path: "/socket.io",
        auth: { token: accessToken },
        reconnection: false,
        transports: ["websocket"],
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.on("connect", () => resolve());
        socket.on("connect_error", reject);
      });
      return { socket, token: accessToken };
    },
    closeAll() {
      for (const socket of sockets) socket.close();
    },
  };
}

export const join = (socket: Socket, payload: unknown) =>
  socket.timeout(5000).emitWithAck("project:join", payload) as Promise<{ ok?: true; error?: string }>;

/** Every `project:activity` the socket hears from now on. */
export const collect = (socket: Socket) => {
  const seen: Activity[] = [];
  socket.on("project:activity", (a: Activity) => seen.push(a));
  return seen;
};

/** Every `project:changed` the socket hears from now on. */
export const collectChanges = (socket: Socket) => {
  const seen: Changed[] = [];
  socket.on("project:changed", (c: Changed) => seen.push(c));
  return seen;
};

/** Long enough for an emitted event to have arrived on a local socket. */
export const settle = () => new Promise((r) => setTimeout(r, 150));
