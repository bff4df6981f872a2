import { and, eq } from "drizzle-orm";
import type { Db } from "../connection.ts";
import { contractProducts, contracts, users } from "../schema/index.ts";
import type { ProductRow } from "./demo-catalogue-rows.ts";
import { DEMO_CATALOGUE_IDS as C, DEMO_CONTRACT_IDS, DEMO_IDS } from "./demo-ids.ts";
import { demoCatalogue } from "./seed-demo-catalogue.ts";

/*
 * Northwind's demo contracts (docs/contracts.md): Adatum's agreement, in force, with agreed prices a little
 * below list for four products of the Adatum Wi-Fi quote and one that is not on it; and Litware's, ended,
 * so apply-contract refuses it. Runs inside the demo seed's transaction, after the quotes.
 */

export interface DemoContractSpec {
  id: string;
  accountId: string;
  name: string;
  reference: string;
  startsOn: string;
  endsOn: string | null;
  notes: string;
  /** Catalogue product and its agreed unit price (per billing period for a recurring product). */
  products: readonly (readonly [productId: string, price: string])[];
}

export const DEMO_CONTRACTS: readonly DemoContractSpec[] = [
  {
    id: DEMO_CONTRACT_IDS.adatumAgreement,
    accountId: DEMO_IDS.adatum,
    name: "Adatum 2026 price agreement",
    reference: "ADT-2026-01",
    startsOn: "2026-01-01",
    endsOn: null,
    notes: "Agreed with Adatum purchasing for the HQ and lab refresh; reviewed each January.",
    products: [
      [C.merakiMr46, "849.00"],
      [C.merakiMs120_24p, "1049.00"],
      [C.apInstallation, "135.00"],
      [C.wifiGoldPlan, "21.00"],
      // Not on the Adatum Wi-Fi quote: applying the contract leaves it unused.
      [C.fortigate60f, "549.00"],
    ],
  },
  {
    id: DEMO_CONTRACT_IDS.litwareExpired,
    accountId: DEMO_IDS.litware,
    name: "Litware 2025 support rates",
    reference: "LIT-2025",
    startsOn: "2025-01-01",
    endsOn: "2025-12-31",
    notes: "Support rates for 2025; not renewed.",
    products: [
      [C.northwindOnsiteHour, "145.00"],
      [C.managedFirewall, "110.00"],
    ],
  },
];

/**
 * Fixed id of the `i`-th product (from 0) of the `c`-th demo contract (from 0): group "b" of the demo ids,
 * beside the contracts' own b0001 and b0002, so contract 0's products are b0101, b0102, ...
 */
export const demoContractProductId = (c: number, i: number): string =>
  `0190a000-0000-7000-8000-0000000b${(0x0100 * (c + 1) + i + 1).toString(16).padStart(4, "0")}`;

/** The part number a quote line shows (as the server's partNumberOf picks it). */
const partNumberOf = (p: ProductRow): string =>
  p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber || p.distributorPartNumber || "";

export async function seedDemoContracts(tx: Db, platformId: string): Promise<void> {
  const tenantId = DEMO_IDS.northwind;
  const byId = new Map(demoCatalogue(platformId).products.map((p) => [p.id, p]));
  const [sales] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, "sales@msp.demo")));
  for (const [c, spec] of DEMO_CONTRACTS.entries()) {
    await tx.insert(contracts).values({
      tenantId,
      id: spec.id,
      accountId: spec.accountId,
      name: spec.name,
      reference: spec.reference,
      startsOn: spec.startsOn,
      endsOn: spec.endsOn,
      notes: spec.notes,
      createdBy: sales?.id ?? null,
    });
    await tx.insert(contractProducts).values(
      spec.products.map(([productId, price], i) => {
        const product = byId.get(productId);
        if (!product) throw new Error(`demo contracts: no catalogue product ${productId}`);
        return {
          tenantId,
          id: demoContractProductId(c, i),
          contractId: spec.id,
          productId,
          name: product.name,
          partNumber: partNumberOf(product),
          price,
          position: i,
        };
      }),
    );
  }
}
