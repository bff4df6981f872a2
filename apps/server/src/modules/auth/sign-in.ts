import type { TLoginResponse, TTokensResponse } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { getUserInfo } from "../users/user-info.ts";
import { createMfaChallenge } from "./mfa-challenge.ts";
import { issueSession } from "./sessions.ts";

/** Opens a session for a user whose identity is proven: tokens and the user, the answer of sign-in. */
export async function completeSignIn(
  deps: Deps,
  user: { tenantId: string; id: string },
): Promise<TTokensResponse> {
  const { db } = deps;
  const tokens = await issueSession(db, deps.config.jwtSecret, user);
  const info = await getUserInfo(db, user.tenantId, user.id, deps.config.platformAccountId);
  return { ...tokens, user: info };
}

/** After a first factor (password, Google, Microsoft): tokens, or an MFA challenge when MFA is on. */
export async function beginSignIn(
  deps: Deps,
  user: { tenantId: string; id: string; mfaEnabled: boolean },
): Promise<TLoginResponse> {
  if (user.mfaEnabled) return createMfaChallenge(deps, user);
  return completeSignIn(deps, user);
}
