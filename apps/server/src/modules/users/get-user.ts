import { users } from "@q2c/db";
import { AppError, type TUserInfo } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { getUserInfo } from "./user-info.ts";

/** A user in the caller's scope; anyone else's is 404. */
export async function getUser(deps: Deps, principal: Principal, userId: string): Promise<TUserInfo> {
  const { db } = deps;
  const [row] = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, userId), scopeWhere(principal.scope, users)));
  if (!row) throw new AppError("not_found");
  return getUserInfo(db, row.tenantId, userId, deps.config.platformAccountId);
}
