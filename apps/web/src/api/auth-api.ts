import type {
  TInviteInfo,
  TLoginRequest,
  TLoginResponse,
  TMfaScheme,
  TRegisterRequest,
  TResetTokenInfo,
  TSignInMethodsResponse,
  TTokensResponse,
} from "@q2c/domain";
import { api } from "./client.ts";

// Sign-in calls carry no bearer token and never trigger a refresh (foundation §7).
const anonymous = { anonymous: true, ignore403: true } as const;

export const authApi = {
  login: (body: TLoginRequest) => api.post<TLoginResponse>("/auth/users", body, anonymous),
  verifyMfa: (body: { userId: string; mfa: string; token: string }, scheme: TMfaScheme) =>
    api.post<TTokensResponse>("/auth/users/mfa", body, { ...anonymous, headers: { "mfa-scheme": scheme } }),
  resendCode: (body: { userId: string; token: string }) =>
    api.post<unknown>("/auth/users/resend-code", body, anonymous),
  providers: () => api.get<TSignInMethodsResponse>("/auth/providers", anonymous),
  google: (idToken: string) => api.post<TLoginResponse>("/auth/google", { idToken }, anonymous),
  microsoft: (idToken: string) => api.post<TLoginResponse>("/auth/microsoft", { idToken }, anonymous),
  invite: (inviteToken: string) =>
    api.get<TInviteInfo>(`/auth/users/invite/${encodeURIComponent(inviteToken)}`, anonymous),
  register: (body: TRegisterRequest) => api.post<TTokensResponse>("/auth/users/register", body, anonymous),
  requestReset: (email: string) => api.get<unknown>("/auth/users/reset", { ...anonymous, query: { email } }),
  resetTokenInfo: (token: string) =>
    api.get<TResetTokenInfo>(`/auth/users/reset/${encodeURIComponent(token)}`, anonymous),
  setPassword: (id: string, body: { password: string; token: string }) =>
    api.post<unknown>(`/auth/users/update/${encodeURIComponent(id)}`, body, anonymous),
  logout: () => api.post<unknown>("/auth/logout"),
};
