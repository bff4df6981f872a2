import { z } from "zod";
import { ASSIGNABLE_ROLES, type Role } from "../access/roles.ts";
import { PASSWORD_MAX_LENGTH } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { zEmail, zPassword, zPhone, zUuid } from "../validation/rules.ts";
import { ZUserInfo } from "./user-info.ts";

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, "Email is required").max(320),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH, MESSAGES.passwordRule),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokensResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: ZUserInfo,
});
export type TTokensResponse = z.infer<typeof ZTokensResponse>;

export const ZMfaChallenge = z.object({
  type: z.literal("mfa"),
  entityId: z.string(),
  token: z.string(),
});
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;

export const ZLoginResponse = z.union([ZTokensResponse, ZMfaChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1) });

export const ZMfaScheme = z.enum(["totp", "email", "backup"]);
export type TMfaScheme = z.infer<typeof ZMfaScheme>;

export const ZMfaLoginRequest = z.object({
  userId: z.uuid(),
  mfa: z.string().trim().min(1, "Code is required").max(64),
  token: z.string().min(1),
});

export const ZResendCodeRequest = z.object({ userId: z.uuid(), token: z.string().min(1) });

export const ZRegisterRequest = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
  password: zPassword,
  inviteToken: z.string().min(1),
});

export const ZSetPasswordRequest = z.object({ password: zPassword, token: z.string().min(1) });

export const ZMessageResponse = z.object({ message: z.string() });

/** Header `mfa-scheme` of POST /auth/users/mfa; an absent header means an authenticator code. */
export const ZMfaSchemeHeader = z.looseObject({ "mfa-scheme": ZMfaScheme.default("totp") });

/** A provider's OAuth client id is public: the web needs it to open the provider's sign-in popup. */
export const ZSignInProvider = z.object({ configured: z.boolean(), clientId: z.string().nullable() });
export type TSignInProvider = z.infer<typeof ZSignInProvider>;
export const ZSignInMethodsResponse = z.object({ google: ZSignInProvider, microsoft: ZSignInProvider });
export type TSignInMethodsResponse = z.infer<typeof ZSignInMethodsResponse>;

/**
 * Google / Microsoft sign-in: the provider's OIDC id token. The spec only says "payload", so the names
 * the provider SDKs use (`credential` for Google Identity Services, `token`) are accepted too.
 */
export const ZOidcSignInRequest = z
  .object({
    idToken: z.string().min(1).max(8192).optional(),
    token: z.string().min(1).max(8192).optional(),
    credential: z.string().min(1).max(8192).optional(),
    selectedBy: z.string().max(100).optional(),
  })
  .refine((b) => Boolean(b.idToken ?? b.token ?? b.credential), {
    message: "idToken is required",
    path: ["idToken"],
  });
export type TOidcSignInRequest = z.infer<typeof ZOidcSignInRequest>;

export const ZPasswordResetQuery = z.object({ email: zEmail });
export const ZResetTokenParams = z.object({ token: z.string().min(1).max(200) });
/** The new-password page has only the token; it needs the user id for POST /auth/users/update/:id. */
export const ZResetTokenInfo = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  userId: z.string().optional(),
});
export type TResetTokenInfo = z.infer<typeof ZResetTokenInfo>;
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export type TMfaLoginRequest = z.infer<typeof ZMfaLoginRequest>;
export type TResendCodeRequest = z.infer<typeof ZResendCodeRequest>;

export const ZInviteTokenParams = z.object({ inviteToken: z.string().min(1).max(200) });
export const ZInviteInfo = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountName: z.string(),
});
export type TInviteInfo = z.infer<typeof ZInviteInfo>;

/** Roles an invitation may carry: every role but the signed-out visitor's. */
export const ZInvitableRole = z.enum(ASSIGNABLE_ROLES as [Role, ...Role[]]);

export const ZBulkInviteRequest = z.object({
  users: z
    .array(
      z.object({
        email: zEmail,
        role: ZInvitableRole,
        firstName: z.string().trim().max(100).optional(),
        lastName: z.string().trim().max(100).optional(),
        teamIds: z.array(zUuid).max(20).optional(),
      }),
    )
    .min(1, "Add at least one user")
    .max(100),
  accountId: zUuid.optional(),
});
export type TBulkInviteRequest = z.infer<typeof ZBulkInviteRequest>;

export const ZInvitedUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  accountId: z.string(),
  /** Whether the invitation mail went out; when not, send a reminder. */
  mailed: z.boolean(),
});
export const ZInvitedUsersResponse = z.object({ data: z.array(ZInvitedUser) });
export type TInvitedUsersResponse = z.infer<typeof ZInvitedUsersResponse>;

export const ZSendReminderRequest = z.object({ userIds: z.array(zUuid).min(1).max(100) });

// Own MFA management (foundation §7, Users and teams).
export const ZUserIdParams = z.object({ id: zUuid });
export const ZEnableMfaResponse = z.object({ otpauthUrl: z.string(), secret: z.string() });
export type TEnableMfaResponse = z.infer<typeof ZEnableMfaResponse>;
export const ZMfaCodeRequest = z.object({ mfa: z.string().trim().min(1, "Code is required").max(64) });
/** Disabling one's own MFA needs a current code; an administrator disabling a member's does not. */
export const ZDisableMfaRequest = z.object({ mfa: z.string().trim().max(64).optional() });
export const ZBackupCodesResponse = z.object({ mfaEnabled: z.boolean(), backupCodes: z.array(z.string()) });
export type TBackupCodesResponse = z.infer<typeof ZBackupCodesResponse>;
export const ZBackupCodesCount = z.object({ remaining: z.number().int() });
export const ZMfaStatusResponse = z.object({ mfaEnabled: z.boolean() });
export const ZMessageVerifyRequest = z.object({ phone: zPhone });
export const ZMessageVerifyResponse = z.object({ phone: z.string(), smsSent: z.literal(false) });
