import { sessions } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { revokeFamily } from "./sessions.ts";

/** Revokes the caller's session family: its access token and refresh token stop working at once. */
export async function logout(deps: Deps, principal: Principal): Promise<{ message: string }> {
  const { db } = deps;
  const [session] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.tenantId, principal.tenantId), eq(sessions.id, principal.sessionId)));
  if (session) await revokeFamily(db, principal.tenantId, session.familyId);
  return { message: "Signed out" };
}
