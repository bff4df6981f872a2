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
import type { Deps } from "../../deps.ts";
import { principalOf } from "../../plugins/access.ts";
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

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];
  const pub = { access: { public: true as const } };

  r.post(
    "/auth/users",
    {
      config: pub,
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
    "/auth/users/mfa",
    {
      config: pub,
      schema: {
        tags,
        summary: "Complete sign-in with a second-factor code (header mfa-scheme: totp, email or backup)",
        headers: ZMfaSchemeHeader,
        body: ZMfaLoginRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => completeMfaLogin(deps, req.body, req.headers["mfa-scheme"]),
  );

  r.post(
    "/auth/users/resend-code",
    {
      config: pub,
      schema: {
        tags,
        summary: "Mail a sign-in code for an open MFA challenge",
        body: ZResendCodeRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => resendMfaCode(deps, req.body),
  );

  r.post(
    "/auth/refresh-token",
    {
      config: pub,
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

  r.get(
    "/auth/users/reset",
    {
      config: pub,
      schema: {
        tags,
        summary: "Mail a link to set a new password (same answer whether or not the e-mail is known)",
        querystring: ZPasswordResetQuery,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => {
      startPasswordReset(deps, req.query.email, req.log);
      return { message: MESSAGES.resetMailSent };
    },
  );

  r.get(
    "/auth/users/reset/:token",
    {
      config: pub,
      schema: {
        tags,
        summary: "Whether a link to set a new password still works",
        params: ZResetTokenParams,
        response: { 200: ZResetTokenInfo },
      },
    },
    async (req) => checkResetToken(deps, req.params.token),
  );

  r.post(
    "/auth/users/update/:id",
    {
      config: pub,
      schema: {
        tags,
        summary: "Set a new password with a reset link; signs the user out everywhere",
        params: ZUserIdParams,
        body: ZSetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => setPasswordWithToken(deps, req.params.id, req.body),
  );

  r.get(
    "/auth/users/invite/:inviteToken",
    {
      config: pub,
      schema: {
        tags,
        summary: "The invitation behind a register link",
        params: ZInviteTokenParams,
        response: { 200: ZInviteInfo },
      },
    },
    async (req) => getInvitation(deps, req.params.inviteToken),
  );

  r.post(
    "/auth/users/register",
    {
      config: pub,
      schema: {
        tags,
        summary: "Register with an invitation: set names and password, then signed in",
        body: ZRegisterRequest,
        response: { 200: ZTokensResponse },
      },
    },
    async (req) => registerInvitedUser(deps, req.body),
  );

  r.get(
    "/auth/providers",
    {
      config: pub,
      schema: {
        tags,
        summary: "Which external sign-in providers are configured",
        response: { 200: ZSignInMethodsResponse },
      },
    },
    async () => ({ google: providerConfig(deps, "google"), microsoft: providerConfig(deps, "microsoft") }),
  );

  for (const provider of ["google", "microsoft"] as SignInProvider[]) {
    r.post(
      `/auth/${provider}`,
      {
        config: pub,
        // An unconfigured provider does not exist, whatever the body.
        onRequest: async () => {
          if (!providerEnabled(deps, provider)) throw new AppError("not_found");
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
        return signInWithProvider(deps, provider, (idToken ?? token ?? credential)!);
      },
    );
  }

  await userSecurityRoutes(app, deps);
  await inviteRoutes(app, deps);
}
