import { accounts, type Db } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Principal } from "./principal.ts";

const tenantAccount = alias(accounts, "tenant_account");

/**
 * The customer a quote or a contract is for: an account beneath an MSP, in the caller's tenant (not the
 * MSP itself). The platform owner may name any MSP's customer; the record then lives in that MSP's
 * tenant. Anything else is 400 on accountId with `message`.
 */
export async function findMspCustomer(
  db: Db,
  principal: Principal,
  accountId: string,
  message: string,
): Promise<{ tenantId: string; id: string }> {
  const [row] = await db
    .select({ tenantId: accounts.tenantId, id: accounts.id })
    .from(accounts)
    .innerJoin(
      tenantAccount,
      and(eq(tenantAccount.tenantId, accounts.tenantId), eq(tenantAccount.id, accounts.tenantId)),
    )
    .where(
      and(
        eq(accounts.id, accountId),
        ne(accounts.id, accounts.tenantId),
        eq(tenantAccount.isMSP, true),
        principal.scope.kind === "all" ? undefined : eq(accounts.tenantId, principal.tenantId),
      ),
    );
  if (!row) throw new AppError("bad_request", { fields: { accountId: message } });
  return row;
}
