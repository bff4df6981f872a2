import { AppError, MESSAGES } from "@q2c/domain";
import type { Socket } from "socket.io";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { principalFromClaims } from "../plugins/access.ts";
import type { AccessClaims } from "./access-token.ts";
import type { Principal } from "./principal.ts";

type Ack = (answer: { ok: true } | { error: string }) => void;

export interface LiveRoomKind {
  /** The events' prefix: the socket sends `<name>:join` and `<name>:leave`. */
  name: string;
  /** The payload's id field, e.g. `projectId`. */
  idField: string;
  /**
   * The room this user joins for this id, after the same scope check as the record's GET (a record the user
   * cannot open throws its AppError, answered as its message); `null` for none.
   */
  roomFor(deps: AppDeps, principal: Principal, id: string): Promise<string | null>;
  /** Every room `<name>:leave` leaves for this id. */
  roomsToLeave(id: string): string[];
}

/**
 * Rooms of one kind of record on a socket (quotes, orders): a join is answered only for a record its user may
 * open, so the live feed never tells anyone about a record they could not read. The principal is loaded
 * afresh from the handshake's session at every join: a session revoked since (logout, password change) is
 * refused and the socket closed.
 */
export function handleLiveRooms(deps: AppDeps, socket: Socket, kind: LiveRoomKind): void {
  const claims = socket.data.claims as AccessClaims;
  const ZJoin = z.object({ [kind.idField]: z.uuid().transform((v) => v.toLowerCase()) });
  const idOf = (payload: unknown): string | null => {
    const parsed = ZJoin.safeParse(payload);
    return parsed.success ? (parsed.data[kind.idField] as string) : null;
  };
  const ackOf = (ack: unknown): Ack => (typeof ack === "function" ? (ack as Ack) : () => {});

  socket.on(`${kind.name}:join`, async (payload: unknown, ack: unknown) => {
    const reply = ackOf(ack);
    const id = idOf(payload);
    if (id === null) return reply({ error: MESSAGES.badRequest });
    try {
      const principal = await principalFromClaims(deps, claims);
      if (!principal) {
        reply({ error: MESSAGES.notAuthenticated });
        socket.disconnect(true);
        return;
      }
      const room = await kind.roomFor(deps, principal, id);
      if (room === null) return reply({ error: MESSAGES.notFound });
      await socket.join(room);
      reply({ ok: true });
    } catch (err) {
      reply({ error: err instanceof AppError ? err.message : MESSAGES.unexpectedError });
    }
  });

  socket.on(`${kind.name}:leave`, async (payload: unknown, ack: unknown) => {
    const id = idOf(payload);
    if (id !== null) for (const room of kind.roomsToLeave(id)) await socket.leave(room);
    ackOf(ack)(id !== null ? { ok: true } : { error: MESSAGES.badRequest });
  });
}
