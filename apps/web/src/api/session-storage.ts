import type { TUserInfo } from "@q2c/domain";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** Foundation §4: logout and a lost session clear everything but these two. */
const KEPT_ON_CLEAR: readonly string[] = [STORAGE_KEYS.loginBranding, STORAGE_KEYS.hardwareImportGroupIds];

/** The signed-in user as stored; `version` comes with profile updates once the server sends it. */
export type SessionUser = TUserInfo & { version?: number };

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// Parsed once per change so that useSyncExternalStore sees a stable snapshot.
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the same storage.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) emit();
  });
}

export const getAccessToken = (): string | null => localStorage.getItem(STORAGE_KEYS.accessToken);
export const getRefreshToken = (): string | null => localStorage.getItem(STORAGE_KEYS.refreshToken);

export function getSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw === null ? null : (JSON.parse(raw) as SessionUser);
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  emit();
}

export function saveSessionUser(user: SessionUser): void {
  const raw = JSON.stringify(user);
  // The same user read again (the shell's refresh as it opens) changes nothing: nothing draws again.
  if (raw === localStorage.getItem(STORAGE_KEYS.userInfo)) return;
  localStorage.setItem(STORAGE_KEYS.userInfo, raw);
  localStorage.setItem(STORAGE_KEYS.accountId, user.accountId);
  emit();
}

/** Removes every key except the last login branding and the hardware import group ids. */
export function clearSession(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null && !KEPT_ON_CLEAR.includes(key)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
  emit();
}
