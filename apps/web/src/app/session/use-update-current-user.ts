import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../api/api-error.ts";
import { getSessionUser, type SessionUser, saveSessionUser } from "../../api/session-storage.ts";
import { type UpdateUserBody, usersApi } from "../../api/users-api.ts";

/** The server's user answer replaces ours; without one, what we sent is applied locally. */
export function mergeUser(current: SessionUser, sent: UpdateUserBody, answer: unknown): SessionUser {
  if (typeof answer === "object" && answer !== null && (answer as { id?: unknown }).id === current.id) {
    return { ...current, ...(answer as Partial<SessionUser>) };
  }
  const { version: _version, ...fields } = sent;
  return { ...current, ...fields } as SessionUser;
}

async function put(user: SessionUser, body: UpdateUserBody): Promise<SessionUser> {
  const answer = await usersApi.update(user.id, { ...body, version: body.version ?? user.version });
  return mergeUser(user, body, answer);
}

/**
 * Saves fields of the signed-in user (profile, dark theme, starred pages). The stored user changes at
 * once so the shell reacts immediately, and goes back if the server refuses. Personal settings are
 * the user's alone, so a stale version (another tab saved first) is re-read and the change re-sent
 * once; a form that edits shared fields passes its own `version` and gets the 409 instead.
 */
export function useUpdateCurrentUser() {
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const before = getSessionUser();
      if (before === null) throw new Error("Not signed in");
      saveSessionUser(mergeUser(before, body, undefined));
      try {
        let saved: SessionUser;
        try {
          saved = await put(before, body);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409 && body.version === undefined)) throw error;
          saved = await put(await usersApi.get(before.id), body);
        }
        saveSessionUser(saved);
        return saved;
      } catch (error) {
        saveSessionUser(before);
        throw error;
      }
    },
  });
}
