import {
  AppError,
  MESSAGES,
  ZInviteInfo,
  ZInviteTokenParams,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZMfaLoginRequest,
  ZMfaSchemeHeader,
  ZOidcSignInRequest,
  ZPasswordResetQuery,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResendCodeRequest,
  ZResetTokenInfo,
  ZResetTokenParams,
  ZSetPasswordRequest,
  ZSignInMethodsResponse,
  ZTokensResponse,
  ZUserIdParams,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { systemDeps } from "../../lib/system-db.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { completeMfaLogin } from "./complete-mfa-login.ts";
import { inviteRoutes } from "./invite-routes.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { startPasswordReset } from "./password-reset.ts";
import { refreshSession } from "./refresh-session.ts";
import { getInvitation, registerInvitedUser } from "./register-invited-user.ts";
import { resendMfaCode } from "./resend-mfa-code.ts";
import { checkResetToken, setPasswordWithToken } from "./set-password.ts";
import {
  providerConfig,
  providerEnabled,
  type SignInProvider,
  signInWithProvider,
} from "./sign-in-with-provider.ts";
import { userSecurityRoutes } from "./user-security-routes.ts";

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Signing in, refresh, reset and invitations have no caller yet: the system handle (lib/system-db.ts).
  const system = systemDeps(deps);
  const tags = ["auth"];

  r.post(
    "/auth/users",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sign in with e-mail and password",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (req) => login(system, req.body),
  );

  r.post(
    "/auth/users/mfa",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Complete sign-in with a second-factor code (header mfa-scheme: totp, email or backup)",
        headers: ZMfaSchemeHeader,
        body: ZMfaLoginRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => completeMfaLogin(system, req.body, req.headers["mfa-scheme"]),
  );

  r.post(
    "/auth/users/resend-code",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Mail a sign-in code for an open MFA challenge",
        body: ZResendCodeRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => resendMfaCode(system, req.body),
  );

  r.post(
    "/auth/refresh-token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Rotate a refresh token",
        body: ZRefreshRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => refreshSession(system, req.body.refreshToken),
  );

  r.post(
    "/auth/logout",
    {
      config: { signedIn: true },
      schema: { tags, summary: "Sign out: revoke this session", response: { 200: ZMessageResponse } },
    },
    async (req) => logout(depsOf(req), principalOf(req)),
  );

  r.get(
    "/auth/users/reset",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Mail a link to set a new password (same answer whether or not the e-mail is known)",
        querystring: ZPasswordResetQuery,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => {
      startPasswordReset(system, req.query.email, req.log);
      return { message: MESSAGES.resetMailSent };
    },
  );

  r.get(
    "/auth/users/reset/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Whether a link to set a new password still works",
        params: ZResetTokenParams,
        response: { 200: ZResetTokenInfo },
      },
    },
    async (req) => checkResetToken(system, req.params.token),
  );

  r.post(
    "/auth/users/update/:id",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Set a new password with a reset link; signs the user out everywhere",
        params: ZUserIdParams,
        body: ZSetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => setPasswordWithToken(system, req.params.id, req.body),
  );

  r.get(
    "/auth/users/invite/:inviteToken",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The invitation behind a register link",
        params: ZInviteTokenParams,
        response: { 200: ZInviteInfo },
      },
    },
    async (req) => getInvitation(system, req.params.inviteToken),
  );

  r.post(
    "/auth/users/register",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Register with an invitation: set names and password, then signed in",
        body: ZRegisterRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => registerInvitedUser(system, req.body),
  );

  r.get(
    "/auth/providers",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Which external sign-in providers are configured",
        response: { 200: ZSignInMethodsResponse },
      },
    },
    async () => ({
      google: providerConfig(system, "google"),
      microsoft: providerConfig(system, "microsoft"),
    }),
  );

  for (const provider of ["google", "microsoft"] as SignInProvider[]) {
    r.post(
      `/auth/${provider}`,
      {
        config: { public: true },
        // An unconfigured provider does not exist, whatever the body.
        onRequest: async () => {
          if (!providerEnabled(system, provider)) throw new AppError("not_found");
        },
        schema: {
          tags,
          summary: `Sign in with a ${provider === "google" ? "Google" : "Microsoft"} id token`,
          body: ZOidcSignInRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (req) => {
        const { idToken, token, credential } = req.body;
        return signInWithProvider(system, provider, (idToken ?? token ?? credential)!);
      },
    );
  }

  await userSecurityRoutes(app);
  await inviteRoutes(app);
}
