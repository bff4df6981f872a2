import { accounts, uuidv7 } from "@q2c/db";
import {
  AppError,
  ONBOARDING_FIRST_STEP,
  type PartnerCompanyType,
  type TAccountDetail,
  type TCreateAccountRequest,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { brandingOf, toAccount } from "./account-view.ts";
import { type AccountRow, findAccountInScope } from "./repo.ts";

type AccountInsert = typeof accounts.$inferInsert;

/** The is* flags a partner company type sets (foundation §1, §3). */
const PARTNER_FLAGS: Record<PartnerCompanyType, Partial<AccountInsert>> = {
  service_provider: { isMSP: true, onboardingStep: ONBOARDING_FIRST_STEP },
  partner: { isSpLink: true },
  distributor: { isDistributor: true },
  manufacturer: { isManufacturer: true },
  isv: {},
  isp: { isIsp: true },
  financial: { isFinancial: true },
};

/**
 * Creates an account. An MSP or link partner creates customers beneath itself (in its tenant); the
 * platform owner creates partners (a new top account: its own tenant, new MSPs start onboarding) and
 * customers beneath a named MSP or link partner. Customers create nothing.
 */
export async function createAccount(
  deps: Deps,
  principal: Principal,
  input: TCreateAccountRequest,
): Promise<TAccountDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const type = input.companyType ?? "customer";
  const owner = principal.accountKind === "platformOwner";
  const id = uuidv7();
  let row: AccountInsert;

  if (type === "customer") {
    // The kind of account to create comes with the body, so this is checked here and not at the route.
    if (!allows(principal, "customers.create")) throw new AppError("forbidden");
    if (owner && !input.parentId) {
      throw new AppError("bad_request", { fields: { parentId: "Parent account is required" } });
    }
    const parent = await findAccountInScope(db, principal, input.parentId ?? principal.accountId);
    if (!canHaveCustomers(parent)) {
      throw new AppError("bad_request", {
        fields: { parentId: "Customers sit beneath a service provider or a link partner." },
      });
    }
    row = {
      tenantId: parent.tenantId,
      id,
      parentId: parent.id,
      accountName: input.accountName,
      companyType: type,
    };
  } else {
    if (!allows(principal, "partners.create")) throw new AppError("forbidden");
    row = {
      tenantId: id,
      id,
      parentId: platformId,
      accountName: input.accountName,
      companyType: type,
      ...PARTNER_FLAGS[type],
    };
  }

  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(accounts)
      .values({ ...row, companyDetails: input.companyDetails ?? {} })
      .returning();
    await recordAudit(tx, {
      actorUserId: principal.userId,
      tenantId: row.tenantId,
      type: "account.created",
      subjectId: id,
      data: { companyType: type, parentId: row.parentId },
    });
    return inserted;
  });
  if (!created) throw new AppError("internal");
  return {
    ...toAccount(created, platformId),
    companyDetails: created.companyDetails,
    branding: brandingOf(created),
  };
}

/** Customers hang beneath the top account of an MSP or link partner. */
const canHaveCustomers = (a: AccountRow): boolean => a.tenantId === a.id && (a.isMSP || a.isSpLink);
