import { contractProducts, type Db, products, uuidv7 } from "@q2c/db";
import { AppError, CONTRACT_MESSAGES } from "@q2c/domain";
import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { usableTenants } from "../../lib/tenancy.ts";
import { readableProducts } from "../products/repo.ts";
import { partNumberOf, readableProductsById } from "../project-lines/catalogue-source.ts";

// A contract's list of agreed prices: which catalogue products it may name, and replacing the list so that
// products that stay keep their row (a quote line priced from one carries its id).

export type StoredContractProduct = typeof contractProducts.$inferSelect;

/** A product as the contract will store it: its agreed price, and name and part number copied from the catalogue. */
export interface ContractProductEntry {
  productId: string;
  price: string;
  name: string;
  partNumber: string;
}

/**
 * Products a contract of `tenantId` may name: the caller reads them (readableProducts), and they are that
 * MSP's own or the platform's. The second part matters for the platform owner, who reads every tenant but
 * must not give an MSP's customer another MSP's product.
 */
export function contractCatalogueWhere(principal: Principal, platformId: string, tenantId: string): SQL {
  return and(
    readableProducts(principal, platformId),
    inArray(products.tenantId, usableTenants(tenantId, platformId)),
  ) as SQL;
}

/** The stored products of a contract, in position order. */
export function storedProductsOf(db: Db, contract: { tenantId: string; id: string }) {
  return db
    .select()
    .from(contractProducts)
    .where(
      and(eq(contractProducts.tenantId, contract.tenantId), eq(contractProducts.contractId, contract.id)),
    )
    .orderBy(asc(contractProducts.position), asc(contractProducts.id));
}

/**
 * Checks every product of the request and copies its name and part number. A product the contract holds
 * already keeps what was copied when it was added, even if it has since left the catalogue; any other
 * product must be one the contract may name, else 400 on `products` and nothing is written.
 */
export async function resolveContractProducts(
  db: Db,
  principal: Principal,
  platformId: string,
  tenantId: string,
  input: readonly { productId: string; price: string }[],
  stored: readonly StoredContractProduct[] = [],
): Promise<ContractProductEntry[]> {
  const held = new Map(stored.map((p) => [p.productId, p]));
  const added = input.map((p) => p.productId).filter((id) => !held.has(id));
  const found = await readableProductsById(db, principal, platformId, added);
  const usable = new Set(usableTenants(tenantId, platformId));
  return input.map(({ productId, price }) => {
    const kept = held.get(productId);
    if (kept) return { productId, price, name: kept.name, partNumber: kept.partNumber };
    const product = found.get(productId);
    if (!product || !usable.has(product.tenantId)) {
      throw new AppError("bad_request", { fields: { products: CONTRACT_MESSAGES.productNotFound } });
    }
    return { productId, price, name: product.name, partNumber: partNumberOf(product) };
  });
}

/**
 * Makes the contract's products exactly `entries`, in that order: rows of products that stay are updated in
 * place (same id), new products get new rows, the rest are deleted. Call inside the transaction that bumps
 * the contract's version.
 */
export async function writeContractProducts(
  tx: Db,
  contract: { tenantId: string; id: string },
  entries: readonly ContractProductEntry[],
  stored: readonly StoredContractProduct[],
): Promise<void> {
  const ofContract = and(
    eq(contractProducts.tenantId, contract.tenantId),
    eq(contractProducts.contractId, contract.id),
  );
  const keep = entries.map((e) => e.productId);
  await tx
    .delete(contractProducts)
    .where(keep.length ? and(ofContract, notInArray(contractProducts.productId, keep)) : ofContract);
  const held = new Map(stored.map((p) => [p.productId, p.id]));
  const kept = entries.flatMap((e, position) => {
    const id = held.get(e.productId);
    return id ? [{ id, price: e.price, position }] : [];
  });
  if (kept.length) {
    // One statement for the whole list, however long (up to CONTRACT_PRODUCTS_MAX rows).
    await tx.execute(sql`update contract_products set price = x.price, position = x.position
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as x(id uuid, price numeric, position integer)
      where ${contractProducts.tenantId} = ${contract.tenantId} and ${contractProducts.id} = x.id`);
  }
  const added = entries.flatMap((e, position) =>
    held.has(e.productId)
      ? []
      : [{ tenantId: contract.tenantId, id: uuidv7(), contractId: contract.id, ...e, position }],
  );
  if (added.length) await tx.insert(contractProducts).values(added);
}
