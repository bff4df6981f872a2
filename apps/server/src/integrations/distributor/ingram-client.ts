import { randomUUID } from "node:crypto";
import { AppError, MESSAGES } from "@q2c/domain";
import type { IngramSettings } from "../../config.ts";

export interface IngramClientOptions extends IngramSettings {
  /** Per request, including reading the answer; a distributor that hangs must not hang a quote screen. */
  timeoutMs?: number;
  /** Clock for token expiry; tests move it forward instead of waiting. */
  now?: () => number;
  /** IM-SenderID: who is calling, for Ingram's support staff reading their logs. */
  senderId?: string;
}

export interface IngramResponse {
  status: number;
  /** Parsed JSON; undefined for a 404 (Ingram answers "no data" that way) and for an empty answer. */
  body: unknown;
}

export interface IngramClient {
  request(
    method: "GET" | "POST" | "DELETE",
    path: string,
    opts?: { query?: Record<string, string>; body?: unknown },
  ): Promise<IngramResponse>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Fetch a new token this long before the old one expires, so no call goes out with a dying token. */
const TOKEN_REFRESH_MARGIN_MS = 60_000;

const unavailable = () => new AppError("distributor_unavailable");
/** Their reasons are shown to users: long enough for a field list, short enough for a notification. */
const REASON_MAX_CHARS = 500;
const credentialsRejected = () =>
  new AppError("distributor_unavailable", { message: MESSAGES.distributorCredentialsRejected });

interface CachedToken {
  value: string;
  expiresAt: number;
}

/**
 * Transport for the Ingram Micro Reseller API v6: OAuth2 client-credentials token (cached until shortly
 * before it expires, shared by concurrent calls, renewed once when a call answers 401), the IM-* headers
 * every call needs, a timeout, and the mapping of failures to two errors: AppError("distributor_unavailable")
 * when Ingram cannot be reached, times out, answers 5xx, 408 or 429 (worth trying again later), and
 * AppError("distributor_refused") with their reason when it answers another 4xx (it will not change).
 */
export function createIngramClient(opts: IngramClientOptions): IngramClient {
  const base = opts.apiUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = opts.now ?? Date.now;
  let cached: CachedToken | undefined;
  let pending: Promise<CachedToken> | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      // Refused connection, DNS failure, TLS error or timeout: for the user all mean the same.
      throw unavailable();
    }
  }

  async function readJson(res: Response): Promise<unknown> {
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw unavailable();
    }
    // A cancel answers with no body at all.
    if (text.trim() === "") return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw unavailable();
    }
  }

  /**
   * A 4xx other than 401/403/404: Ingram read the request and said no. Their `errors[]` messages (and the
   * fields they name) become the message, with anything of our credentials taken out in case they echo it.
   */
  async function refusal(res: Response, token: string): Promise<AppError> {
    const body = (await readJson(res).catch(() => undefined)) as { errors?: unknown } | undefined;
    const reasons: string[] = [];
    for (const e of Array.isArray(body?.errors) ? body.errors : []) {
      const error = e as { message?: unknown; fields?: unknown };
      if (typeof error.message === "string" && error.message.trim()) reasons.push(error.message.trim());
      for (const f of Array.isArray(error.fields) ? error.fields : []) {
        const field = f as { field?: unknown; message?: unknown };
        if (typeof field.message === "string" && field.message.trim()) {
          reasons.push(typeof field.field === "string" ? `${field.field}: ${field.message}` : field.message);
        }
      }
    }
    let reason = reasons.length > 0 ? reasons.join("; ") : `HTTP ${res.status}`;
    for (const secret of [opts.clientSecret, token]) {
      if (secret) reason = reason.replaceAll(secret, "[redacted]");
    }
    if (reason.length > REASON_MAX_CHARS) reason = `${reason.slice(0, REASON_MAX_CHARS - 1)}…`;
    return new AppError("distributor_refused", { message: `Ingram Micro refused the request: ${reason}` });
  }

  async function discard(res: Response): Promise<void> {
    // An unread body keeps the connection busy; release it.
    await res.body?.cancel().catch(() => {});
  }

  async function fetchToken(): Promise<CachedToken> {
    const res = await send(`${base}/oauth/oauth20/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
      }).toString(),
    });
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      await discard(res);
      throw credentialsRejected();
    }
    if (!res.ok) {
      await discard(res);
      throw unavailable();
    }
    const body = (await readJson(res)) as Record<string, unknown> | null;
    // Ingram's gateway answers snake_case with expires_in as a string; their SDK models say camelCase.
    const value = body?.access_token ?? body?.accessToken;
    const expiresIn = Number(body?.expires_in ?? body?.expiresIn);
    if (typeof value !== "string" || value === "") throw unavailable();
    const lifetimeMs = Number.isFinite(expiresIn) ? expiresIn * 1000 : 0;
    return { value, expiresAt: now() + lifetimeMs - TOKEN_REFRESH_MARGIN_MS };
  }

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAt) return cached.value;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    cached = await pending;
    return cached.value;
  }

  return {
    async request(method, path, { query, body } = {}) {
      const url = `${base}${path}${query ? `?${new URLSearchParams(query).toString()}` : ""}`;
      for (let attempt = 1; ; attempt++) {
        const token = await accessToken();
        const res = await send(url, {
          method,
          headers: {
            accept: "application/json",
            authorization: `Bearer ${token}`,
            "IM-CustomerNumber": opts.customerNumber,
            "IM-CountryCode": opts.countryCode,
            // Ingram accepts at most 32 characters: a UUID without its dashes.
            "IM-CorrelationID": randomUUID().replaceAll("-", ""),
            "IM-SenderID": opts.senderId ?? "Quote-to-Cash",
            ...(body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        if (res.status === 401 && attempt === 1) {
          // The token was revoked or expired early on their side: one retry with a fresh one.
          await discard(res);
          if (cached?.value === token) cached = undefined;
          continue;
        }
        if (res.status === 401 || res.status === 403) {
          await discard(res);
          throw credentialsRejected();
        }
        if (res.status === 404) {
          await discard(res);
          return { status: 404, body: undefined };
        }
        if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          throw await refusal(res, token);
        }
        if (!res.ok) {
          await discard(res);
          throw unavailable();
        }
        return { status: res.status, body: await readJson(res) };
      }
    },
  };
}
