import { z } from "zod";
import { zPassword } from "../validation/rules.ts";
import { ZUserInfo } from "./user-info.ts";

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, "Email is required").max(320),
  password: z.string().min(1, "Password is required").max(1024),
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
