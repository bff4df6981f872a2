import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { AppError, SIGNING_TOKEN_TTL_MS } from "@q2c/domain";
import { jwtVerify, SignJWT } from "jose";
import { TOKEN_ISSUER } from "../../lib/access-token.ts";

/**
 * The signing token `sign/otp/validate` answers (issue #17 §3): bound to one quote, document and signer,
 * and to the document's reset count, so a token from before a reset stops working (410). Signed with a key
 * of its own derived from JWT_SECRET, for an audience of its own: an access token is never a signing token,
 * nor the other way round.
 */
export const SIGNING_AUDIENCE = "q2c-document-signing";

export interface SigningClaims {
  tenantId: string;
  quoteId: string;
  documentId: string;
  signerId: string;
  resetCount: number;
}

const keys = new WeakMap<Uint8Array, KeyObject>();
function keyOf(jwtSecret: Uint8Array): KeyObject {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = createSecretKey(createHmac("sha256", jwtSecret).update("q2c document signing token").digest());
    keys.set(jwtSecret, key);
  }
  return key;
}

export async function signSigningToken(
  jwtSecret: Uint8Array,
  claims: SigningClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + SIGNING_TOKEN_TTL_MS / 1000) * 1000);
  const token = await new SignJWT({
    tid: claims.tenantId,
    qid: claims.quoteId,
    doc: claims.documentId,
    rc: claims.resetCount,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.signerId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(SIGNING_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt.getTime() / 1000)
    .sign(keyOf(jwtSecret));
  return { token, expiresAt };
}

/**
 * The claims of a signing token for this quote; 401 for a missing, forged or expired token, one of
 * another audience, or one for another quote.
 */
export async function verifySigningToken(
  jwtSecret: Uint8Array,
  token: string | undefined,
  quoteId: string,
  now: Date,
): Promise<SigningClaims> {
  if (!token) throw new AppError("signing_session_invalid");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(jwtSecret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: SIGNING_AUDIENCE,
      currentDate: now,
    }));
  } catch {
    throw new AppError("signing_session_invalid");
  }
  const { sub, tid, qid, doc, rc } = payload;
  if (
    typeof sub !== "string" ||
    typeof tid !== "string" ||
    typeof qid !== "string" ||
    typeof doc !== "string" ||
    typeof rc !== "number" ||
    qid !== quoteId
  ) {
    throw new AppError("signing_session_invalid");
  }
  return { tenantId: tid, quoteId: qid, documentId: doc, signerId: sub, resetCount: rc };
}
