import { useEffect } from "react";
import { getSessionUser, saveSessionUser } from "../../api/session-storage.ts";
import { usersApi } from "../../api/users-api.ts";

/**
 * The stored user can be days old (a role, entitlement or onboarding step changed since): reload it
 * once when the signed-in shell opens. An expired session ends here too, through the client's 401
 * handling, rather than on the first click.
 */
export function useSessionRefresh(userId: string | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    usersApi
      .get(userId)
      .then((user) => {
        if (current && getSessionUser()?.id === user.id) saveSessionUser(user);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);
}
