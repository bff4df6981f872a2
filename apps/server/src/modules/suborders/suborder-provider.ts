import { accounts, type Db } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { DistributorProvider } from "../../integrations/distributor/distributor-provider.ts";
import type { DistributorRegistry } from "../../integrations/distributor/distributor-registry.ts";
import { isDigitalDistributor } from "../partner-prices/partner-accounts.ts";
import type { SuborderRow } from "./find-suborder.ts";

export const PROVIDER_MESSAGES = {
  manual: "This suborder has no distributor: procure it by hand, then mark it ordered.",
  notDigital: (name: string) =>
    `${name || "This distributor"} takes no orders through the platform (it is not a digital distributor): procure it by hand, then mark it ordered.`,
  gone: (id: string) =>
    `The distributor connection this suborder was sent through (${id}) is no longer configured on this server.`,
} as const;

/**
 * Which distributor adapter places a suborder (decision 0012): the server's active one (DISTRIBUTOR_PROVIDER)
 * when the suborder's distributor account is a digital distributor (company info "digital distributor"
 * yes); any other distributor, and a suborder without one, is procured by hand (409 saying so).
 */
export async function providerToSend(
  db: Db,
  registry: DistributorRegistry,
  suborder: Pick<SuborderRow, "distributorId">,
): Promise<DistributorProvider> {
  if (!suborder.distributorId) throw new AppError("conflict", { message: PROVIDER_MESSAGES.manual });
  const [account] = await db
    .select({ name: accounts.accountName, companyDetails: accounts.companyDetails })
    .from(accounts)
    .where(eq(accounts.id, suborder.distributorId));
  if (!account || !isDigitalDistributor(account.companyDetails as Record<string, unknown> | null)) {
    throw new AppError("conflict", { message: PROVIDER_MESSAGES.notDigital(account?.name ?? "") });
  }
  return registry.active;
}

/** The adapter a sent suborder is read back through: the one that placed it, whatever is active now. */
export function providerOfSent(
  registry: DistributorRegistry,
  suborder: Pick<SuborderRow, "providerId">,
): DistributorProvider {
  const provider = suborder.providerId ? registry.get(suborder.providerId) : undefined;
  if (!provider) {
    throw new AppError("distributor_unavailable", {
      message: PROVIDER_MESSAGES.gone(suborder.providerId ?? "none"),
    });
  }
  return provider;
}
