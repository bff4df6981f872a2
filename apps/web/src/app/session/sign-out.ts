import { LOGIN_PATH } from "@q2c/domain";
import { authApi } from "../../api/auth-api.ts";
import { clearSession } from "../../api/session-storage.ts";

/** Revokes the session on the server when it can, then clears storage as a 401 would. */
export async function signOut(navigate: (path: string) => void): Promise<void> {
  await authApi.logout().catch(() => undefined);
  clearSession();
  navigate(LOGIN_PATH);
}
