import type { TTokensResponse } from "@q2c/domain";
import { saveSessionUser, saveTokens } from "../../api/session-storage.ts";
import { usersApi } from "../../api/users-api.ts";

/**
 * Foundation §4: after a token the user is loaded (teams, table configuration, redirect info)
 * and becomes logged in. The sign-in answer's user is kept if that load fails.
 */
export async function completeSignIn(tokens: TTokensResponse): Promise<void> {
  saveTokens(tokens);
  const user = await usersApi.get(tokens.user.id).catch(() => tokens.user);
  saveSessionUser(user);
}

/** Only same-site paths are followed after sign-in, so a crafted `to` cannot send users away. */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to?.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
