import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { revokeFamily, sessionFamilyOf } from "./sessions.ts";

/**
 * Revokes the caller's session family: its access token and refresh token stop working at once, on every
 * server process (sessions live in the database), and its open sockets close (on every process through the
 * Redis adapter).
 */
export async function logout(deps: Deps, principal: Principal): Promise<{ message: string }> {
  const familyId = await sessionFamilyOf(deps.db, principal);
  if (familyId) {
    await revokeFamily(deps.db, principal.tenantId, familyId);
    deps.realtime.closeSessionFamily(familyId);
  }
  return { message: "Signed out" };
}
