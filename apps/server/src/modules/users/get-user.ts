import { users } from "@q2c/db";
import { AppError, type TUserInfo } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { findUserInfo } from "./user-info.ts";

/** A user in the caller's scope, in one statement; anyone else's is 404. */
export async function getUser(deps: Deps, principal: Principal, userId: string): Promise<TUserInfo> {
  const info = await findUserInfo(
    deps.db,
    and(eq(users.id, userId), scopeWhere(principal.scope, users)),
    deps.config.platformAccountId,
  );
  if (!info) throw new AppError("not_found");
  return info;
}
