import { SOCKET_RECONNECT_ATTEMPTS } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { AppDeps } from "../deps.ts";
import { handleProjectRooms } from "../modules/project-collab/live-join.ts";
import { authenticate } from "./access.ts";

export interface LiveNotification {
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

export interface Realtime {
  /** Sends to every open socket of these users. */
  notifyUsers(userIds: string[], event: string, payload: LiveNotification): void;
  /** Sends to every socket that joined the room (e.g. `project:<id>`, joined after an access check). */
  emitToRoom(room: string, event: string, payload: Record<string, unknown>): void;
}

/** Until the HTTP server is up, and in tests without sockets, events go nowhere. */
export function createRealtime(): Realtime & { attach(io: Server): void } {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    notifyUsers(userIds, event, payload) {
      if (!io) return;
      for (const id of userIds) io.to(`user:${id}`).emit(event, payload);
    },
    emitToRoom(room, event, payload) {
      io?.to(room).emit(event, payload);
    },
  };
}

/** socket.io on the same HTTP server; the access token comes as the `user` query parameter (foundation §7). */
export function registerRealtime(
  app: FastifyInstance,
  deps: AppDeps,
  realtime: ReturnType<typeof createRealtime>,
) {
  const io = new Server(app.server, { path: "/socket.io", serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token = socket.handshake.query.user;
    const principal = await authenticate(deps, typeof token === "string" ? token : undefined).catch(
      () => null,
    );
    if (!principal) return next(new Error("unauthenticated"));
    socket.data.userId = principal.userId;
    // Kept for room joins, which load the principal afresh from this session (project-collab/live-join.ts),
    // so a session revoked after the handshake joins nothing.
    socket.data.claims = { sub: principal.userId, sid: principal.sessionId, tid: principal.tenantId };
    next();
  });
  io.on("connection", (socket) => {
    socket.join(`user:${socket.data.userId as string}`);
    handleProjectRooms(deps, socket);
  });
  realtime.attach(io);
  // Open sockets would keep the HTTP server from closing.
  app.addHook("preClose", async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.log.debug({ attempts: SOCKET_RECONNECT_ATTEMPTS }, "realtime ready");
}
