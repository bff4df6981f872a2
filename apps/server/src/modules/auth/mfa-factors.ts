import { createHmac, randomInt } from "node:crypto";
import { backupCodes, type Db, users, uuidv7 } from "@q2c/db";
import { AppError, MESSAGES, type TBackupCodesResponse } from "@q2c/domain";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { recordAudit } from "../../lib/audit.ts";
import { decryptSecret } from "../../lib/encryption.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { sameHash } from "../../lib/secrets.ts";
import { checkTotp } from "../../lib/totp.ts";
import { assertNotLockedOut, recordFailure } from "./lockout.ts";
import { BACKUP_CODE_COUNT } from "./policy.ts";

/** The columns of a user the second-factor checks need. */
export interface MfaUser {
  tenantId: string;
  id: string;
  mfaSecret: string | null;
  mfaLastStep: number | null;
}

/**
 * Accepts an authenticator code once: the matched time step is stored in users.mfa_last_step, and the
 * update only wins if no other request stored that step (or a later one) first. `stored` is the secret
 * as stored (encrypted under `key`, or plaintext from before encryption).
 */
export async function acceptTotpCode(
  db: Db,
  key: Uint8Array,
  user: MfaUser,
  code: string,
  stored = user.mfaSecret,
) {
  if (!stored) return false;
  const secret = decryptSecret(key, stored);
  const check = await checkTotp({ secret, code, afterTimeStep: user.mfaLastStep });
  if (!check.valid) return false;
  const won = await db
    .update(users)
    .set({ mfaLastStep: check.timeStep })
    .where(
      and(
        eq(users.tenantId, user.tenantId),
        eq(users.id, user.id),
        or(isNull(users.mfaLastStep), lt(users.mfaLastStep, check.timeStep)),
      ),
    )
    .returning({ id: users.id });
  return won.length === 1;
}

// No 0/o, 1/l/i: codes are read off paper.
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normaliseBackupCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, "");

function newBackupCode(): string {
  const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/**
 * Fresh backup codes: the codes, shown once, and their argon2 hashes, stored like passwords since a leaked
 * table must not hand out second factors. Hashing is slow on purpose, so it happens before any transaction.
 */
async function prepareBackupCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(normaliseBackupCode(c))));
  return { codes, hashes };
}

/**
 * Hands out fresh backup codes: replaces the stored ones and records why, in one transaction together
 * with `alsoInTransaction` (turning MFA on); answers the codes, the only time they are readable.
 */
export async function handOutBackupCodes(
  db: Db,
  user: { tenantId: string; id: string },
  audit: { type: string; actorUserId: string },
  alsoInTransaction?: (tx: Db) => Promise<unknown>,
): Promise<TBackupCodesResponse> {
  const prepared = await prepareBackupCodes();
  return db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    await storeBackupCodes(tx, user, prepared.hashes);
    await recordAudit(tx, { tenantId: user.tenantId, subjectId: user.id, ...audit });
    return { mfaEnabled: true, backupCodes: prepared.codes };
  });
}

/**
 * A code a signed-in user types to confirm a change of their second factor: refused while locked out,
 * and a wrong one counts toward the lockout and answers 400 (a 401 would sign the user out).
 */
export async function requireConfirmationCode(db: Db, email: string, accepted: () => Promise<boolean>) {
  await assertNotLockedOut(db, email);
  if (await accepted()) return;
  await recordFailure(db, email);
  throw new AppError("invalid_mfa_code", { fields: { mfa: MESSAGES.wrongMfaCodeAlt } });
}

/** Replaces the user's backup codes with the prepared ones. */
async function storeBackupCodes(db: Db, user: { tenantId: string; id: string }, hashes: string[]) {
  await db
    .delete(backupCodes)
    .where(and(eq(backupCodes.tenantId, user.tenantId), eq(backupCodes.userId, user.id)));
  await db
    .insert(backupCodes)
    .values(hashes.map((codeHash) => ({ tenantId: user.tenantId, id: uuidv7(), userId: user.id, codeHash })));
}

/** Spends a matching unused backup code; a code works once even under concurrent use. */
export async function useBackupCode(db: Db, user: { tenantId: string; id: string }, code: string) {
  const typed = normaliseBackupCode(code);
  if (typed.length !== 10) return false;
  const unused = await db
    .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
    .from(backupCodes)
    .where(
      and(
        eq(backupCodes.tenantId, user.tenantId),
        eq(backupCodes.userId, user.id),
        isNull(backupCodes.usedAt),
      ),
    );
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, typed))) continue;
    const spent = await db
      .update(backupCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(backupCodes.tenantId, user.tenantId), eq(backupCodes.id, row.id), isNull(backupCodes.usedAt)),
      )
      .returning({ id: backupCodes.id });
    return spent.length === 1;
  }
  return false;
}

export async function countUnusedBackupCodes(db: Db, user: { tenantId: string; id: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(backupCodes)
    .where(
      and(
        eq(backupCodes.tenantId, user.tenantId),
        eq(backupCodes.userId, user.id),
        isNull(backupCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}

/** A current authenticator code, or else an unused backup code. */
export async function acceptCurrentFactor(
  db: Db,
  key: Uint8Array,
  user: MfaUser,
  code: string,
): Promise<boolean> {
  if (await acceptTotpCode(db, key, user, code)) return true;
  return useBackupCode(db, user, code);
}

/**
 * The mailed sign-in code is kept as an HMAC keyed with the server secret and bound to its challenge:
 * six digits would fall to a brute force of a plain hash, not of this one without the key.
 */
export const emailCodeHash = (secret: Uint8Array, challengeId: string, code: string): string =>
  createHmac("sha256", secret)
    .update(`${challengeId}:${code.replace(/\s+/g, "")}`)
    .digest("hex");

export const emailCodeMatches = (
  secret: Uint8Array,
  challengeId: string,
  code: string,
  stored: string | null,
) => stored !== null && sameHash(emailCodeHash(secret, challengeId, code), stored);
