import { loginIdentities, users } from "@q2c/db";
import { AppError, type TLoginResponse, type TSignInProvider } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { type OidcIdentity, verifyGoogleIdToken, verifyMicrosoftIdToken } from "../../lib/oidc.ts";
import { beginSignIn } from "./sign-in.ts";

export type SignInProvider = "google" | "microsoft";

/** Whether the provider is configured: without a client id the route answers 404 and the web hides it. */
export function providerConfig(deps: Deps, provider: SignInProvider): TSignInProvider {
  const clientId = deps.config[provider].clientId || null;
  return { configured: clientId !== null, clientId };
}

export const providerEnabled = (deps: Deps, provider: SignInProvider): boolean =>
  providerConfig(deps, provider).configured;

async function verifiedIdentity(
  deps: Deps,
  provider: SignInProvider,
  idToken: string,
): Promise<OidcIdentity> {
  if (provider === "google") {
    const { clientId, jwksUrl, issuer } = deps.config.google;
    return verifyGoogleIdToken({ clientId: clientId!, jwksUrl, issuer }, idToken);
  }
  const { clientId, jwksUrl } = deps.config.microsoft;
  return verifyMicrosoftIdToken({ clientId: clientId!, jwksUrl }, idToken);
}

/**
 * Sign-in with a Google or Microsoft id token: the provider vouches for the e-mail, which must belong to an
 * existing, active user (no sign-up here). Users with MFA still get the challenge.
 */
export async function signInWithProvider(
  deps: Deps,
  provider: SignInProvider,
  idToken: string,
): Promise<TLoginResponse> {
  if (!providerEnabled(deps, provider)) throw new AppError("not_found");
  const failed = provider === "google" ? "google_auth_failed" : "microsoft_auth_failed";
  let identity: OidcIdentity;
  try {
    identity = await verifiedIdentity(deps, provider, idToken);
  } catch {
    throw new AppError(failed);
  }
  const { db } = deps;
  const [found] = await db
    .select({ user: users })
    .from(loginIdentities)
    .innerJoin(
      users,
      and(eq(users.tenantId, loginIdentities.userTenantId), eq(users.id, loginIdentities.userId)),
    )
    .where(eq(loginIdentities.email, identity.email));
  if (!found?.user.active) throw new AppError(failed);
  const { user } = found;
  if (!user.registeredAt) {
    // The provider proved the address, as the invitation link would have: the invitation is used up.
    await db
      .update(users)
      .set({ registeredAt: new Date(), inviteTokenHash: null, updatedAt: new Date() })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
  }
  return beginSignIn(deps, user);
}
