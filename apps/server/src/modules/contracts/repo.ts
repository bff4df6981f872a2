import { accounts, contractProducts, contracts, type Db, products } from "@q2c/db";
import {
  AppError,
  type ContractStatus,
  contractStatus,
  formatMoney4,
  type TContract,
  type TContractListItem,
} from "@q2c/domain";
import { and, asc, eq, getTableColumns, gt, gte, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { lineFromProduct } from "../project-lines/catalogue-source.ts";
import { contractCatalogueWhere } from "./contract-products.ts";

/** The contracts a caller sees: the owner all, an MSP its own tenant's (another MSP's answer 404). */
export const contractsVisibleTo = (principal: Principal): SQL | undefined =>
  scopeWhere(principal.scope, { tenantId: contracts.tenantId, accountId: contracts.accountId });

/** Contracts whose dates give `status` on `today`, as contractStatus decides it, in SQL. */
export function statusWhere(status: ContractStatus | undefined, today: string): SQL | undefined {
  if (status === "upcoming") return gt(contracts.startsOn, today);
  if (status === "ended") return lt(contracts.endsOn, today);
  if (status === "active") {
    return and(lte(contracts.startsOn, today), or(isNull(contracts.endsOn), gte(contracts.endsOn, today)));
  }
  return undefined;
}

/** A contract row with its customer's name and its number of products, as lists and details show it. */
export function selectContracts(db: Db) {
  return db
    .select({
      ...getTableColumns(contracts),
      accountName: sql<string>`coalesce(${accounts.accountName}, '')`,
      productCount: sql<number>`(select count(*)::int from ${contractProducts}
        where ${contractProducts.tenantId} = ${contracts.tenantId} and ${contractProducts.contractId} = ${contracts.id})`,
    })
    .from(contracts)
    .leftJoin(accounts, and(eq(accounts.tenantId, contracts.tenantId), eq(accounts.id, contracts.accountId)));
}
export type ContractHeadRow = Awaited<ReturnType<typeof selectContracts>>[number];

/** A contract the caller sees; any other answers 404 as if it did not exist. */
export async function findContract(db: Db, principal: Principal, id: string): Promise<ContractHeadRow> {
  const [row] = await selectContracts(db).where(and(eq(contracts.id, id), contractsVisibleTo(principal)));
  if (!row) throw new AppError("not_found");
  return row;
}

export function toListItem(row: ContractHeadRow, today: string): TContractListItem {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    name: row.name,
    reference: row.reference,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: contractStatus(row.startsOn, row.endsOn, today),
    productCount: Number(row.productCount),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * A contract with its products in position order. Each shows the catalogue's price today beside the agreed
 * one (the price a new quote line would take), or null when the product has left the catalogue.
 */
export async function contractDetail(
  db: Db,
  principal: Principal,
  platformId: string,
  row: ContractHeadRow,
  today: string,
): Promise<TContract> {
  const items = await db
    .select({ item: contractProducts, product: products })
    .from(contractProducts)
    .leftJoin(
      products,
      and(
        eq(products.id, contractProducts.productId),
        contractCatalogueWhere(principal, platformId, row.tenantId),
      ),
    )
    .where(and(eq(contractProducts.tenantId, row.tenantId), eq(contractProducts.contractId, row.id)))
    .orderBy(asc(contractProducts.position), asc(contractProducts.id));
  return {
    ...toListItem(row, today),
    productCount: items.length,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    products: items.map(({ item, product }) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      partNumber: item.partNumber,
      price: formatMoney4(item.price),
      listPrice: product ? formatMoney4(lineFromProduct(product).price) : null,
      position: item.position,
    })),
  };
}
