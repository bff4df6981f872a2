import { certifications, uuidv7 } from "@q2c/db";
import { AppError, type TCreateCertificationRequest } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findAccountInScope } from "./repo.ts";

// The company certifications list of /settings/company: three small use cases kept together.

type CertificationRow = typeof certifications.$inferSelect;
const toCertification = (c: CertificationRow) => ({
  id: c.id,
  accountId: c.accountId,
  name: c.name,
  issuer: c.issuer,
  validUntil: c.validUntil,
  createdAt: c.createdAt.toISOString(),
});

/** Certifications of an account in scope, oldest first. A company holds a handful, so no pages. */
export async function listCertifications(deps: Deps, principal: Principal, accountId: string) {
  const { db } = deps;
  const account = await findAccountInScope(db, principal, accountId);
  const rows = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, account.tenantId), eq(certifications.accountId, account.id)))
    .orderBy(asc(certifications.id))
    .limit(500);
  return { data: rows.map(toCertification) };
}

export async function createCertification(
  deps: Deps,
  principal: Principal,
  accountId: string,
  input: TCreateCertificationRequest,
) {
  const { db } = deps;
  const account = await findAccountInScope(db, principal, accountId);
  const [row] = await db
    .insert(certifications)
    .values({
      tenantId: account.tenantId,
      id: uuidv7(),
      accountId: account.id,
      name: input.name,
      issuer: input.issuer ?? "",
      validUntil: input.validUntil ?? null,
    })
    .returning();
  if (!row) throw new AppError("internal");
  return toCertification(row);
}

export async function deleteCertification(
  deps: Deps,
  principal: Principal,
  accountId: string,
  certificationId: string,
) {
  const { db } = deps;
  const account = await findAccountInScope(db, principal, accountId);
  const deleted = await db
    .delete(certifications)
    .where(
      and(
        eq(certifications.tenantId, account.tenantId),
        eq(certifications.accountId, account.id),
        eq(certifications.id, certificationId),
      ),
    )
    .returning({ id: certifications.id });
  if (deleted.length === 0) throw new AppError("not_found");
  return { id: certificationId };
}
