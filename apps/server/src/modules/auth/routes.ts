import {
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZTokensResponse,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { principalOf } from "../../plugins/access.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { refreshSession } from "./refresh-session.ts";

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  r.post(
    "/auth/users",
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "Sign in with e-mail and password",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (req) => login(deps, req.body),
  );

  r.post(
    "/auth/refresh-token",
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "Rotate a refresh token",
        body: ZRefreshRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => refreshSession(deps, req.body.refreshToken),
  );

  r.post(
    "/auth/logout",
    {
      config: { access: { rule: "signedIn" } },
      schema: { tags, summary: "Sign out: revoke this session", response: { 200: ZMessageResponse } },
    },
    async (req) => logout(deps, principalOf(req)),
  );
}
