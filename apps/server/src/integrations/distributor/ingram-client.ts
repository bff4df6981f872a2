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
  /** Parsed JSON; undefined for a 404 (Ingram answers "no data" that way). */
  body: unknown;
}

export interface IngramClient {
  request(
    method: "GET" | "POST",
    path: string,
    opts?: { query?: Record<string, string>; body?: unknown },
  ): Promise<IngramResponse>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Fetch a new token this long before the old one expires, so no call goes out with a dying token. */
const TOKEN_REFRESH_MARGIN_MS = 60_000;

const unavailable = () => new AppError("distributor_unavailable");
const credentialsRejected = () =>
  new AppError("distributor_unavailable", { message: MESSAGES.distributorCredentialsRejected });

interface CachedToken {
  value: string;
  expiresAt: number;
}

/**
 * Transport for the Ingram Micro Reseller API v6: OAuth2 client-credentials token (cached until shortly
 * before it expires, shared by concurrent calls), the IM-* headers every call needs, a timeout, and the
 * mapping of every failure to AppError("distributor_unavailable") so callers see one clear message.
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
    try {
      return await res.json();
    } catch {
      throw unavailable();
    }
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
        if (!res.ok) {
          await discard(res);
          throw unavailable();
        }
        return { status: res.status, body: await readJson(res) };
      }
    },
  };
}
