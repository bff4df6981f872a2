import {
  baseRow,
  type CategoryKey,
  cents,
  demoId,
  markupBp,
  money,
  type ProductRow,
  pct,
  units,
} from "./demo-catalogue-rows.ts";
import { DEMO_DISTRIBUTOR_SKUS } from "./demo-distributor-skus.ts";
import { DEMO_IDS } from "./demo-ids.ts";

/**
 * How a row differs from the family: end of sale (inactive), deal-registration cost, a distributor
 * promotion (special-pricing dates), new this year (start date), or support/term included for 1, 3 or 5 years.
 */
export type HardwareFlag = "eos" | "reg" | "promo" | "new" | "sup1" | "sup3" | "sup5";
export type HardwareRow = readonly [mpn: string, name: string, listPrice: string, flag?: HardwareFlag];

/** One manufacturer's line in one category, bought through the demo distributor. */
export interface HardwareFamily {
  brand: string;
  category: CategoryKey;
  tag: string;
  /** The distributor's discount off list, in basis points. */
  discountBp: number;
  /** Freight and handling carried as soft cost, in basis points of cost (heavy boxes cost more). */
  freightBp?: number;
  /** Licences and prepaid subscriptions sold with the hardware are apps, priced once. */
  kind?: "product" | "app";
  unit?: string;
  blurb: string;
  rows: readonly HardwareRow[];
}

const SUPPORT_YEARS: Partial<Record<HardwareFlag, number>> = { sup1: 1, sup3: 3, sup5: 5 };

function flagFields(flag: HardwareFlag | undefined): Partial<ProductRow> {
  if (flag === "eos") {
    return { status: "inactive", stopDate: "2026-06-30", notes: "End of sale: quote the successor model." };
  }
  if (flag === "promo") {
    return {
      specialPricingStartDate: "2026-10-01",
      specialPricingEndDate: "2027-03-31",
      notes: "Distributor promotion: special pricing until the end of March 2027.",
    };
  }
  if (flag === "new") return { startDate: "2026-09-01", notes: "New model, orderable from September 2026." };
  const years = flag ? SUPPORT_YEARS[flag] : undefined;
  if (years) return { supportStartDate: "2026-07-01", supportEndDate: `${2026 + years}-06-30` };
  return {};
}

/**
 * The distributor's SKU of a row: the built-in demo distributor's own for a part it sells (so the demo
 * quotes' orders are placed there), else a made-up Tailspin-style SKU, stable per row, that it does not sell.
 */
function distributorPartNumber(mpn: string, i: number): string {
  return DEMO_DISTRIBUTOR_SKUS[mpn] ?? `TS${String(310_000 + ((i * 7919) % 680_000)).padStart(6, "0")}`;
}

/**
 * Products of a list of families; family f gets the id block `firstBlock + f`, row r the id
 * `block * 256 + r`, so adding a row to one family never moves another family's ids.
 * About one hardware row in twenty has no cost yet (the page highlights it) and some sell at the
 * market rate (list price); the rest are cost-plus 15–35%, never above list.
 */
export function hardwareProducts(
  tenantId: string,
  families: readonly HardwareFamily[],
  firstBlock: number,
): ProductRow[] {
  const out: ProductRow[] = [];
  let i = 0;
  for (const [f, family] of families.entries()) {
    for (const [r, [mpn, name, list, flag]] of family.rows.entries()) {
      i++;
      const kind = family.kind ?? "product";
      const listU = units(list);
      const registrationBp = flag === "reg" ? 800 : 0;
      const costU = listU - pct(listU, family.discountBp + registrationBp);
      const noCost = kind === "product" && i % 20 === 7;
      const marketRate = i % 17 === 3;
      const priceU = marketRate
        ? listU
        : noCost
          ? cents(listU - pct(listU, 1000))
          : Math.min(listU, cents(costU + pct(costU, markupBp(i))));
      out.push({
        ...baseRow(
          tenantId,
          demoId("d", (firstBlock + f) * 256 + r),
          kind,
          family.category,
          `${family.brand} ${name}`,
        ),
        manufacturerId: DEMO_IDS.manufacturer,
        distributorId: DEMO_IDS.distributor,
        description: `${family.brand} ${name}. ${family.blurb}`,
        manufacturerPartNumber: mpn,
        distributorPartNumber: distributorPartNumber(mpn, i),
        listPrice: money(listU),
        cost: noCost ? null : money(costU),
        softCost: money(cents(pct(costU, family.freightBp ?? (kind === "app" ? 0 : 150)))),
        price: money(priceU),
        costMethod: flag === "reg" ? "Registration" : "API",
        priceMethod: marketRate ? "Market rate" : "Manual",
        tag: family.tag,
        unit: family.unit ?? "each",
        ...(flag === "reg"
          ? { notes: "Deal-registered cost: register the opportunity before ordering." }
          : {}),
        ...flagFields(flag),
      });
    }
  }
  return out;
}
