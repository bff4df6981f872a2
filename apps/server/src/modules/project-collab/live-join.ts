import { AppError, MESSAGES } from "@q2c/domain";
import type { Socket } from "socket.io";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import type { AccessClaims } from "../../lib/access-token.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { principalFromClaims } from "../../plugins/access.ts";
import { projectRoom } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

const ZJoin = z.object({ projectId: z.uuid().transform((v) => v.toLowerCase()) });
type Ack = (answer: { ok: true } | { error: string }) => void;

/**
 * The rooms of quotes (issue #4 §3): a socket joins `project:<id>` only for a quote its user sees
 * (the same scope check as GET /projects/:id; anything else answers as not found), so the live feed
 * never tells anyone about a quote they could not open. The principal is loaded afresh from the
 * handshake's session at every join: a session revoked since (logout, password change) is refused and
 * the socket closed.
 */
export function handleProjectRooms(deps: AppDeps, socket: Socket): void {
  const claims = socket.data.claims as AccessClaims;
  const ackOf = (ack: unknown): Ack => (typeof ack === "function" ? (ack as Ack) : () => {});

  socket.on("project:join", async (payload: unknown, ack: unknown) => {
    const reply = ackOf(ack);
    const parsed = ZJoin.safeParse(payload);
    if (!parsed.success) return reply({ error: MESSAGES.badRequest });
    try {
      const principal = await principalFromClaims(deps, claims);
      if (!principal) {
        reply({ error: MESSAGES.notAuthenticated });
        socket.disconnect(true);
        return;
      }
      await findProjectInScope(depsFor(deps, principal).db, principal, parsed.data.projectId);
      await socket.join(projectRoom(parsed.data.projectId));
      reply({ ok: true });
    } catch (err) {
      reply({ error: err instanceof AppError ? err.message : MESSAGES.unexpectedError });
    }
  });

  socket.on("project:leave", async (payload: unknown, ack: unknown) => {
    const parsed = ZJoin.safeParse(payload);
    if (parsed.success) await socket.leave(projectRoom(parsed.data.projectId));
    ackOf(ack)(parsed.success ? { ok: true } : { error: MESSAGES.badRequest });
  });
}
