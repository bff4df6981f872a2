import { API_PREFIX, LOGIN_PATH, NOT_FOUND_PATH, type TTokensResponse } from "@q2c/domain";
import { takeEarlyRead } from "../early/early-reads.ts";
import { ApiError } from "./api-error.ts";
import { withNullFields } from "./null-fields.ts";
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  saveSessionUser,
  saveTokens,
} from "./session-storage.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON (with nullFields on POST/PUT); FormData and Blob as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  responseType?: "json" | "blob" | "text";
  signal?: AbortSignal;
  /** Sign-in calls: no bearer header and no token refresh on 401 (foundation §7). */
  anonymous?: boolean;
  /** A 403 on a GET normally leaves for the not-found page; with this the caller handles it. */
  ignore403?: boolean;
  /** A 409 resolves to the ApiError instead of throwing, for callers that show the conflict. */
  ignore409?: boolean;
  /** A 404 leaves for the not-found page (pages whose subject is missing). */
  redirectOnNotFound?: boolean;
}

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The app hands in the router's navigate so that the client's redirects stay client-side. */
export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search === "" ? "" : `?${search}`}`;
}

function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const method = opts.method ?? "GET";
  const headers = new Headers(opts.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || opts.body instanceof Blob) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    const payload = method === "POST" || method === "PUT" ? withNullFields(opts.body) : opts.body;
    body = JSON.stringify(payload);
    headers.set("Content-Type", "application/json");
  }
  const url = apiUrl(path, opts.query);
  // The same GET started by index.html before the app loaded (early/early-reads.ts), taken once.
  const early = method === "GET" && body === undefined ? takeEarlyRead(url, token) : undefined;
  return early ?? fetch(url, { method, headers, body, signal: opts.signal });
}

/** Error bodies are JSON even when a blob was asked for (foundation §7). */
async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return new ApiError(response.status, typeof body === "object" && body !== null ? body : null);
}

async function readBody<T>(response: Response, type: RequestOptions["responseType"]): Promise<T> {
  if (type === "blob") return (await response.blob()) as T;
  const text = await response.text();
  if (type === "text") return text as T;
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/** Foundation §4: a lost session clears storage (branding and import ids stay) and goes to /login. */
function expireSession(): void {
  clearSession();
  navigate(LOGIN_PATH);
}

let refreshing: Promise<void> | null = null;

async function refreshTokens(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken === null) {
    expireSession();
    throw new ApiError(401, null);
  }
  const response = await fetch(apiUrl("/auth/refresh-token"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) {
    const error = await readError(response);
    expireSession();
    throw error;
  }
  const tokens = (await response.json()) as TTokensResponse;
  saveTokens(tokens);
  if (tokens.user) saveSessionUser(tokens.user);
}

/**
 * One refresh at a time: every request that fails with 401 while it runs waits for it and is then
 * retried. A request sent with a token that has since been replaced just retries.
 */
async function renewSession(sentWith: string): Promise<void> {
  if (refreshing === null) {
    const current = getAccessToken();
    if (current !== null && current !== sentWith) return;
    refreshing = refreshTokens().finally(() => {
      refreshing = null;
    });
  }
  await refreshing;
}

export function apiRequest<T>(
  path: string,
  opts: RequestOptions & { ignore409: true },
): Promise<T | ApiError>;
export function apiRequest<T>(path: string, opts?: RequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T | ApiError> {
  const method = opts.method ?? "GET";
  const token = opts.anonymous ? null : getAccessToken();
  let response = await send(path, opts, token);
  if (response.status === 401 && token !== null) {
    await renewSession(token);
    response = await send(path, opts, getAccessToken());
    if (response.status === 401) {
      const error = await readError(response);
      expireSession();
      throw error;
    }
  }
  if (response.ok) return readBody<T>(response, opts.responseType);
  const error = await readError(response);
  if (error.status === 403 && method === "GET" && !opts.ignore403) navigate(NOT_FOUND_PATH);
  else if (error.status === 404 && opts.redirectOnNotFound) navigate(NOT_FOUND_PATH);
  else if (error.status === 409 && opts.ignore409) return error;
  throw error;
}

type BodyOptions = Omit<RequestOptions, "method" | "body">;

/** Shorthands; every one goes through {@link apiRequest}. */
export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...opts, method: "GET" }),
  post: <T>(path: string, body?: unknown, opts?: BodyOptions) =>
    apiRequest<T>(path, { ...opts, method: "POST", body }),
  put: <T>(path: string, body?: unknown, opts?: BodyOptions) =>
    apiRequest<T>(path, { ...opts, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, opts?: BodyOptions) =>
    apiRequest<T>(path, { ...opts, method: "PATCH", body }),
  delete: <T>(path: string, opts?: BodyOptions) => apiRequest<T>(path, { ...opts, method: "DELETE" }),
};
