import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, updatedAt, version } from "./columns.ts";

// Contracts (domain §1 "contract and contract product"): an MSP's agreement with one customer that fixes the
// price of catalogue products for a period. apply-contract puts those prices on a quote's matching lines.
// The tenant is the MSP; account_id is the customer. Whether a contract is in force follows from its dates.

export const contracts = pgTable(
  "contracts",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    /** The customer account the contract is with. */
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    /** Contract reference as the customer knows it (PO, agreement number); free text. */
    reference: text("reference").notNull().default(""),
    /** First and last day the agreed prices hold (inclusive); no end means open-ended. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("contracts_account_idx").on(t.tenantId, t.accountId, t.id),
    ownedByAccount(t),
  ],
);

/** One catalogue product at its agreed price; a line priced from it carries its id (oneSkuContractProductId). */
export const contractProducts = pgTable(
  "contract_products",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    contractId: uuid("contract_id").notNull(),
    /** The catalogue product (own or platform tenant); read through readableProducts, so no foreign key. */
    productId: uuid("product_id").notNull(),
    /** Name and part number when the product was added, so the contract reads the same if the catalogue changes. */
    name: text("name").notNull(),
    partNumber: text("part_number").notNull().default(""),
    /** The agreed unit price (one-time, or per billing period for a recurring product). */
    price: numeric("price", { precision: 18, scale: 6 }).notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("contract_products_contract_idx").on(t.tenantId, t.contractId, t.position),
    unique("contract_products_product_unique").on(t.tenantId, t.contractId, t.productId),
    foreignKey({
      columns: [t.tenantId, t.contractId],
      foreignColumns: [contracts.tenantId, contracts.id],
    }).onDelete("cascade"),
  ],
);
