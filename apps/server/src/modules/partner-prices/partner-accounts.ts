import { accounts, type Db } from "@q2c/db";
import { AppError, MESSAGES } from "@q2c/domain";
import { eq } from "drizzle-orm";

type Role = "isManufacturer" | "isFinancial" | "isDistributor";

const NOT_ROLE: Record<Role, string> = {
  isManufacturer: MESSAGES.notAManufacturer,
  isFinancial: MESSAGES.notAFinancialPartner,
  isDistributor: MESSAGES.notADistributor,
};

/**
 * Partner accounts (manufacturers, financial partners, distributors) are named across tenants by plain
 * id; an id that names no account, or one without the partner flag, is bad input on `field`.
 */
export async function assertPartnerAccount(db: Db, id: string, field: string, role?: Role): Promise<void> {
  const [row] = await db
    .select({
      isManufacturer: accounts.isManufacturer,
      isFinancial: accounts.isFinancial,
      isDistributor: accounts.isDistributor,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row) throw new AppError("bad_request", { fields: { [field]: MESSAGES.unknownAccount } });
  if (role && !row[role]) throw new AppError("bad_request", { fields: { [field]: NOT_ROLE[role] } });
}

/** Company info keeps "digital distributor" as yes/no (ZCompanyDetails); older rows may hold a boolean. */
export const isDigitalDistributor = (companyDetails: Record<string, unknown> | null): boolean => {
  const flag = companyDetails?.digitalDistributor;
  return flag === "yes" || flag === true;
};
