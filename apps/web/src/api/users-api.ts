import type { TEnableMfaResponse, TUserInfo } from "@q2c/domain";
import { api } from "./client.ts";
import type { SessionUser } from "./session-storage.ts";

/**
 * Own-profile fields of PUT /users/:id (ZUpdateUserRequest); null clears phone or photo (sent as
 * nullFields). `version` is required by the server; the session hook fills it in.
 */
export interface UpdateUserBody {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  photoURL?: string | null;
  about?: string;
  darkTheme?: "yes" | "no";
  preferences?: Record<string, unknown>;
  version?: number;
}

/** Backup codes come as a list or wrapped in an object, depending on the call. */
export function parseBackupCodes(answer: unknown): string[] {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === "object" && answer !== null
      ? ((answer as Record<string, unknown>).backupCodes ?? (answer as Record<string, unknown>).codes)
      : undefined;
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === "string") : [];
}

export function parseCount(answer: unknown): number {
  if (typeof answer === "number") return answer;
  if (typeof answer === "object" && answer !== null) {
    const record = answer as Record<string, unknown>;
    const value = record.count ?? record.remaining;
    if (typeof value === "number") return value;
  }
  return 0;
}

const userPath = (id: string, rest = "") => `/users/${encodeURIComponent(id)}${rest}`;

export const usersApi = {
  /** Foundation §7: the user is loaded with teams, table configuration and redirect-page info. */
  get: (id: string) =>
    api.get<SessionUser>(userPath(id), {
      query: { getTeams: true, getTableConf: true, getRedirectPageInfo: true },
    }),
  update: (id: string, body: UpdateUserBody) => api.put<TUserInfo>(userPath(id), body),
  enableMfa: (id: string) => api.post<TEnableMfaResponse>(userPath(id, "/enable-mfa")),
  checkMfa: (id: string, mfa: string) =>
    api.post<unknown>(userPath(id, "/check-mfa"), { mfa }).then(parseBackupCodes),
  disableMfa: (id: string, mfa: string) => api.post<unknown>(userPath(id, "/disable-mfa"), { mfa }),
  regenerateBackupCodes: (id: string, mfa: string) =>
    api.post<unknown>(userPath(id, "/regenerate-backup-codes"), { mfa }).then(parseBackupCodes),
  backupCodesCount: (id: string) => api.get<unknown>(userPath(id, "/backup-codes")).then(parseCount),
};
