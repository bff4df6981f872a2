import { AppError, MESSAGES, PROJECT_AUDIENCES } from "@q2c/domain";
import type { Socket } from "socket.io";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import type { AccessClaims } from "../../lib/access-token.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { principalFromClaims } from "../../plugins/access.ts";
import { audienceOf } from "../project-core/project-audience.ts";
import { projectRoom } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

const ZJoin = z.object({ projectId: z.uuid().transform((v) => v.toLowerCase()) });
type Ack = (answer: { ok: true } | { error: string }) => void;

/**
 * The rooms of quotes (issue #4 §3): a socket joins a quote's room only for a quote its user sees
 * (the same scope check as GET /projects/:id, so an unshared quote is not found for its customer), so
 * the live feed never tells anyone about a quote they could not open. It joins its audience's room
 * (project-live.ts): the MSP's, the customer's or the partners', each hearing only what that audience
 * reads. The principal is loaded afresh from the handshake's session at every join: a session revoked
 * since (logout, password change) is refused and the socket closed.
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
      const project = await findProjectInScope(depsFor(deps, principal).db, principal, parsed.data.projectId);
      await socket.join(projectRoom(project.id, audienceOf(principal, project)));
      reply({ ok: true });
    } catch (err) {
      reply({ error: err instanceof AppError ? err.message : MESSAGES.unexpectedError });
    }
  });

  socket.on("project:leave", async (payload: unknown, ack: unknown) => {
    const parsed = ZJoin.safeParse(payload);
    if (parsed.success) {
      // Whichever of the quote's rooms it joined.
      for (const audience of PROJECT_AUDIENCES)
        await socket.leave(projectRoom(parsed.data.projectId, audience));
    }
    ackOf(ack)(parsed.success ? { ok: true } : { error: MESSAGES.badRequest });
  });
}
