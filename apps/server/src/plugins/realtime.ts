import { SOCKET_RECONNECT_ATTEMPTS } from "@q2c/domain";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { Config } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import { depsFor } from "../lib/request-deps.ts";
import { sessionFamilyOf } from "../modules/auth/sessions.ts";
import { handleOrderRooms } from "../modules/order-customer/order-live-join.ts";
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
  /** Takes every socket out of the room (on every process, through the adapter). */
  leaveRoom(room: string): void;
  /** Closes the sockets opened with any session of this family (logout), on every process. */
  closeSessionFamily(familyId: string): void;
  /** Closes every socket of this user (all sessions revoked: deactivation, password reset), on every process. */
  closeUserSockets(userId: string): void;
}

const familyRoom = (familyId: string) => `family:${familyId}`;
const userRoom = (userId: string) => `user:${userId}`;

/** Until the HTTP server is up, and in tests without sockets, events go nowhere. */
export function createRealtime(): Realtime & { attach(io: Server): void } {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    notifyUsers(userIds, event, payload) {
      if (!io) return;
      for (const id of userIds) io.to(userRoom(id)).emit(event, payload);
    },
    emitToRoom(room, event, payload) {
      io?.to(room).emit(event, payload);
    },
    leaveRoom(room) {
      io?.in(room).socketsLeave(room);
    },
    closeSessionFamily(familyId) {
      io?.in(familyRoom(familyId)).disconnectSockets(true);
    },
    closeUserSockets(userId) {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}

/**
 * Whether a page of this origin may open the socket: the app's own (PUBLIC_URL's, read at each handshake
 * because a server listening on port 0 learns its address late) or one listed in CORS_ORIGINS. Browsers
 * send Origin on every WebSocket handshake and cross-origin request; a same-origin long-polling GET
 * carries none, and a client outside a browser can write any Origin it likes, so a missing one passes:
 * the check keeps other sites' pages off the socket, the access token keeps everyone else off.
 */
export function isAllowedOrigin(config: Config, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  return origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin);
}

/**
 * socket.io on the same HTTP server. The access token comes in the handshake's `auth` payload
 * (`io(url, { auth: { token } })`), not in the URL, where proxies and access logs would keep it
 * (docs/decisions/0008-socket-token-in-handshake-auth.md). With Redis (REDIS_URL), the adapter carries every
 * emit, room leave and disconnect to the sockets of the other server processes too.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: AppDeps,
  realtime: ReturnType<typeof createRealtime>,
) {
  const allowed = (origin: string | undefined) => isAllowedOrigin(deps.config, origin);
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    allowRequest: (request, callback) => callback(null, allowed(request.headers.origin)),
    cors: { origin: (origin, callback) => callback(null, allowed(origin)) },
    ...(deps.redis && { adapter: createAdapter(deps.redis.pub, deps.redis.sub) }),
  });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const principal = await authenticate(deps, typeof token === "string" ? token : undefined).catch(
      () => null,
    );
    if (!principal) return next(new Error("unauthenticated"));
    socket.data.userId = principal.userId;
    socket.data.familyId = await sessionFamilyOf(depsFor(deps, principal).db, principal).catch(() => null);
    // Kept for room joins, which load the principal afresh from this session (project-collab/live-join.ts),
    // so a session revoked after the handshake joins nothing.
    socket.data.claims = { sub: principal.userId, sid: principal.sessionId, tid: principal.tenantId };
    next();
  });
  io.on("connection", (socket) => {
    socket.join(userRoom(socket.data.userId as string));
    if (socket.data.familyId) socket.join(familyRoom(socket.data.familyId as string));
    handleProjectRooms(deps, socket);
    handleOrderRooms(deps, socket);
  });
  realtime.attach(io);
  // Open sockets would keep the HTTP server from closing. This process's only: through the Redis adapter,
  // io.disconnectSockets would close every process's sockets, and a rolling restart would drop every client.
  app.addHook("preClose", async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.log.debug({ attempts: SOCKET_RECONNECT_ATTEMPTS }, "realtime ready");
}
