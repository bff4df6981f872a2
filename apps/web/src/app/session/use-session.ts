import type { AccessContext } from "@q2c/domain";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import {
  getAccessToken,
  getSessionUser,
  type SessionUser,
  subscribeSession,
} from "../../api/session-storage.ts";
import { accessContextOf } from "./access-context.ts";

/** The signed-in user, re-rendering on sign-in, sign-out, refresh and profile changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser);
}

export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeSession, () => getAccessToken() !== null);
}

/**
 * The main layout provides its user here and renders nothing signed-in once the session ends, so
 * the pages inside it never see a missing user while the router is still leaving for /login.
 */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The signed-in user, for components inside the main layout (where one is guaranteed). */
export function useRequiredUser(): SessionUser {
  const fromLayout = useContext(SignedInUserContext);
  const stored = useSessionUser();
  const user = fromLayout ?? stored;
  if (user === null) throw new Error("useRequiredUser is for components inside the signed-in layout");
  return user;
}

export function useAccessContext(): AccessContext {
  const user = useSessionUser();
  const hasToken = useHasToken();
  return useMemo(() => accessContextOf(user, hasToken), [user, hasToken]);
}

/** The same context outside React (route loaders). */
export function currentAccessContext(): AccessContext {
  return accessContextOf(getSessionUser(), getAccessToken() !== null);
}
