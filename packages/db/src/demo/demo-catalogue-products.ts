import { PLAN_AND_ADVISORY_FAMILIES } from "./demo-catalogue-advisory.ts";
import { hardwareProducts } from "./demo-catalogue-hardware.ts";
import { INFRASTRUCTURE_FAMILIES } from "./demo-catalogue-infrastructure.ts";
import { NETWORK_FAMILIES } from "./demo-catalogue-network.ts";
import {
  baseRow,
  cents,
  demoId,
  markupBp,
  money,
  type ProductRow,
  pct,
  serviceTemplates,
  units,
} from "./demo-catalogue-rows.ts";
import { SERVICE_FAMILIES, type ServiceFamily } from "./demo-catalogue-services.ts";
import {
  INTERNET_ROWS,
  LICENCE_FAMILIES,
  SUBSCRIPTION_FAMILIES,
  type SubscriptionFamily,
} from "./demo-catalogue-software.ts";
import { DEMO_IDS } from "./demo-ids.ts";

/**
 * Id blocks of the platform catalogue (product id = block * 256 + row): one block per family, with room
 * between the sections so that a new family never shifts the ids that tests and journeys name.
 */
export const PRODUCT_BLOCKS = {
  hardware: 0x01,
  licences: 0x20,
  subscriptions: 0x30,
  internet: 0x40,
  services: 0x50,
  northwind: 0xc0,
  contoso: 0xe0,
} as const;

/** What an engineer's hour costs the MSP, loaded; one-time services cost their hours at this rate. */
const LABOUR_COST_PER_HOUR = units("62.50");

function subscriptionProducts(tenantId: string, families: readonly SubscriptionFamily[]): ProductRow[] {
  let i = 0;
  return families.flatMap((family, f) =>
    family.plans.flatMap(([code, name, monthly], p) =>
      family.variants.map((variant, v): ProductRow => {
        i++;
        const perMonth = cents(units(monthly) + pct(units(monthly), variant.upliftBp));
        const listU = variant.billing === "annually" ? perMonth * 12 : perMonth;
        const costU = listU - pct(listU, family.discountBp);
        const fullName = [family.brand, name].filter(Boolean).join(" ");
        const id = demoId("d", (PRODUCT_BLOCKS.subscriptions + f) * 256 + p * family.variants.length + v);
        return {
          ...baseRow(
            tenantId,
            id,
            "app",
            family.category,
            variant.label ? `${fullName}, ${variant.label}` : fullName,
          ),
          distributorId: family.viaDistributor ? DEMO_IDS.distributor : null,
          description: `${fullName}. ${family.blurb}`,
          manufacturerPartNumber: `${code}${variant.suffix}`,
          pricingModel: family.model ?? "recurring",
          billingFrequency: variant.billing,
          cost: "0",
          price: "0",
          recurringListPrice: money(listU),
          recurringCost: money(costU),
          recurringSoftCost: "0",
          recurringPrice: money(Math.min(listU, cents(costU + pct(costU, markupBp(i))))),
          costMethod: family.viaDistributor ? "API" : "Manual",
          tag: family.tag,
          unit: family.unit,
        };
      }),
    ),
  );
}

function internetProducts(tenantId: string): ProductRow[] {
  return INTERNET_ROWS.map(([code, name, install, monthly, term], r): ProductRow => {
    const monthlyU = units(monthly);
    const usage = code.endsWith("-OVG");
    return {
      ...baseRow(tenantId, demoId("d", PRODUCT_BLOCKS.internet * 256 + r), "internet-service", "isp", name),
      description: `${name}. Delivered by a partner carrier; the MSP orders, tracks and escalates the circuit.`,
      partnerPartNumber: code,
      pricingModel: usage ? "usage_based" : "recurring",
      billingFrequency: "monthly",
      listPrice: install,
      // Carriers pass the installation charge through at cost.
      cost: install,
      price: install,
      recurringListPrice: monthly,
      recurringCost: money(monthlyU - pct(monthlyU, 2200)),
      recurringSoftCost: "0",
      recurringPrice: monthly,
      notes: term > 1 ? `Term: ${term} months.` : "",
      tag: "internet",
      unit: usage ? "GB" : code.startsWith("ISP-IP") ? "block" : "circuit",
    };
  });
}

export function serviceProducts(tenantId: string, families: readonly ServiceFamily[], firstBlock: number) {
  return families.flatMap((family, f) =>
    family.rows.map(([code, name, unit, hours, price, extra], r): ProductRow => {
      const base = {
        ...baseRow(tenantId, demoId("d", (firstBlock + f) * 256 + r), family.kind, family.category, name),
        description: `${name}. Scope: ${family.scope}`,
        partnerPartNumber: code,
        resourceHours: hours,
        // Labour is not taxed in most of the states the demo sells in; goods are.
        taxable: false,
        psCode: family.psCode,
        tag: family.tag,
        unit,
        templates: serviceTemplates(name, family.scope),
      };
      if (family.billing) {
        return {
          ...base,
          pricingModel: "recurring",
          billingFrequency: family.billing,
          cost: "0",
          price: "0",
          recurringListPrice: price,
          recurringCost: extra ?? "0",
          recurringSoftCost: "0",
          recurringPrice: price,
          notes: family.kind === "it-solution" ? "36-month term; equipment refreshed at renewal." : "",
        };
      }
      return {
        ...base,
        listPrice: price,
        cost: money(pct(LABOUR_COST_PER_HOUR, units(hours))),
        softCost: extra ?? "0",
        price,
      };
    }),
  );
}

/** The platform catalogue: hardware, licences, subscriptions, internet and services of every kind. */
export function platformProducts(platformId: string): ProductRow[] {
  return [
    ...hardwareProducts(
      platformId,
      [...NETWORK_FAMILIES, ...INFRASTRUCTURE_FAMILIES],
      PRODUCT_BLOCKS.hardware,
    ),
    ...hardwareProducts(platformId, LICENCE_FAMILIES, PRODUCT_BLOCKS.licences),
    ...subscriptionProducts(platformId, SUBSCRIPTION_FAMILIES),
    ...internetProducts(platformId),
    ...serviceProducts(
      platformId,
      [...SERVICE_FAMILIES, ...PLAN_AND_ADVISORY_FAMILIES],
      PRODUCT_BLOCKS.services,
    ),
  ];
}

/** Products by the part number bundles name them with: manufacturer part, else partner part, else MSP part. */
export function partNumberIndex(rows: readonly ProductRow[]): Map<string, ProductRow> {
  const map = new Map<string, ProductRow>();
  for (const row of rows) {
    const key = row.manufacturerPartNumber || row.partnerPartNumber || row.mspPartNumber;
    if (!key) continue;
    if (map.has(key)) throw new Error(`demo catalogue: part number ${key} appears twice`);
    map.set(key, row);
  }
  return map;
}

/** Looks a part number up in each index in turn (an MSP's own products first, then the platform's). */
export function finder(...indexes: Map<string, ProductRow>[]): (partNumber: string) => ProductRow {
  return (partNumber) => {
    for (const index of indexes) {
      const row = index.get(partNumber);
      if (row) return row;
    }
    throw new Error(`demo catalogue: no product with part number ${partNumber}`);
  };
}
