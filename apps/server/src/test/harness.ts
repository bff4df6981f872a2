import { type DEMO_USERS, freshDatabaseUrl } from "@q2c/db";
import { API_PREFIX } from "@q2c/domain";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type Started, startServer } from "../bootstrap.ts";
import type { Config } from "../config.ts";
import { loadPgliteTemplate } from "./pglite-template.ts";
import { testConfig } from "./test-config.ts";

export type DemoEmail = (typeof DEMO_USERS)[number]["email"];

export interface TestServer extends Started {
  config: Config;
  /** Calls the API through the real Fastify app; `path` is below /api/v1. */
  api(method: InjectOptions["method"], path: string, opts?: ApiOptions): Promise<LightMyRequestResponse>;
  /** Signs in a demo user and returns its access and refresh tokens. */
  login(email: DemoEmail): Promise<{ accessToken: string; refreshToken: string; userId: string }>;
  /** Raw SQL for asserting what was (not) written. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface ApiOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function createTestServer(
  env: Record<string, string> = {},
  build: { webDist?: string } = {},
): Promise<TestServer> {
  const databaseUrl = await freshDatabaseUrl();
  const config = testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const pgliteTemplate = databaseUrl ? undefined : await loadPgliteTemplate(env);
  const started = await startServer(config, { dataDir: undefined, pgliteTemplate, ...build });
  await started.app.ready();

  const api: TestServer["api"] = (method, path, opts = {}) =>
    started.app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      query: opts.query,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.headers ?? {}),
      },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  return {
    ...started,
    config,
    api,
    sql: (text, params) => started.deps.database.query(text, params),
    async login(email) {
      const res = await api("POST", "/auth/users", {
        body: { username: email, password: config.demoPassword },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { accessToken: body.accessToken, refreshToken: body.refreshToken, userId: body.user.id };
    },
  };
}

/**
 * A test server for the whole file: created before its tests, closed after. The returned object forwards
 * to the server once it exists, so it can be used at module level: `const s = useTestServer();`.
 */
export function useTestServer(env: Record<string, string> | (() => Record<string, string>) = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!server) throw new Error("useTestServer: the server exists only inside tests and hooks");
      return Reflect.get(server, key);
    },
  });
}
