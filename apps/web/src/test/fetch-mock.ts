import { vi } from "vitest";

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * Replaces fetch at the network boundary. Handlers are keyed "METHOD /path" (path without query);
 * unknown calls answer 404 like the server does. Every call is recorded.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const text = typeof init.body === "string" ? init.body : undefined;
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : json(404, { message: "Not found", code: "not_found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
