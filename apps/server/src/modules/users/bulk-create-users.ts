import { loginIdentities, users, uuidv7 } from "@q2c/db";
import {
  AppError,
  canGrantRole,
  DEFAULT_ROLE,
  normaliseRole,
  type TBulkCreateUsersRequest,
  type TUserSummary,
} from "@q2c/domain";
import { inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { Principal } from "../../lib/principal.ts";
import { targetAccount } from "../accounts/repo.ts";
import { summariesOf } from "./repo.ts";

/**
 * Creates users with a password each in one account of the caller's scope (administrator+), all or none:
 * a role above the caller's, an e-mail used twice in the batch or already signed up stops the whole batch.
 */
export async function bulkCreateUsers(
  deps: Deps,
  principal: Principal,
  input: TBulkCreateUsersRequest,
): Promise<{ data: TUserSummary[] }> {
  const { db } = deps;
  const account = await targetAccount(db, principal, input.accountId);
  const actor = normaliseRole(principal.role);

  const tooHigh: Record<string, string> = {};
  input.users.forEach((u, i) => {
    if (!canGrantRole(actor, u.role ?? DEFAULT_ROLE)) tooHigh[`users.${i}.role`] = "Role above your own";
  });
  if (Object.keys(tooHigh).length > 0) throw new AppError("role_too_high", { fields: tooHigh });

  const emails = input.users.map((u) => u.email);
  const duplicates: Record<string, string> = {};
  emails.forEach((e, i) => {
    if (emails.indexOf(e) !== i) duplicates[`users.${i}.email`] = "This e-mail appears twice.";
  });
  if (Object.keys(duplicates).length > 0) throw new AppError("bad_request", { fields: duplicates });
  await assertEmailsFree(deps, emails);

  const hashes = await Promise.all(input.users.map((u) => hashPassword(u.password)));
  const now = new Date();
  const rows = input.users.map((u, i) => ({
    tenantId: account.tenantId,
    id: uuidv7(),
    accountId: account.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone ?? null,
    role: u.role ?? DEFAULT_ROLE,
    passwordHash: hashes[i] ?? null,
    registeredAt: now,
  }));
  try {
    const created = await db.transaction(async (tx) => {
      const inserted = await tx.insert(users).values(rows).returning();
      await tx
        .insert(loginIdentities)
        .values(rows.map((r) => ({ email: r.email, userTenantId: r.tenantId, userId: r.id })));
      await recordAudit(tx, {
        actorUserId: principal.userId,
        tenantId: account.tenantId,
        type: "users.bulk_created",
        subjectId: account.id,
        data: { userIds: rows.map((r) => r.id) },
      });
      return inserted;
    });
    const byId = new Map(created.map((r) => [r.id, r]));
    return {
      data: await summariesOf(
        db,
        rows.map((r) => byId.get(r.id)).filter((r) => r !== undefined),
      ),
    };
  } catch (err) {
    // Someone signed up with one of the e-mails between the check and the insert.
    if (isUniqueViolation(err)) await assertEmailsFree(deps, emails);
    throw err;
  }
}

async function assertEmailsFree(deps: Deps, emails: string[]): Promise<void> {
  const taken = await deps.db
    .select({ email: loginIdentities.email })
    .from(loginIdentities)
    .where(inArray(loginIdentities.email, emails));
  if (taken.length === 0) return;
  const set = new Set(taken.map((t) => t.email));
  const fields: Record<string, string> = {};
  emails.forEach((e, i) => {
    if (set.has(e)) fields[`users.${i}.email`] = "A user with this e-mail already exists.";
  });
  throw new AppError("email_taken", { fields });
}
