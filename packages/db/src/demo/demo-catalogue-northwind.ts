import type { catalogueSettings, categoryPrices } from "../schema/index.ts";
import type { BundleSpec } from "./demo-catalogue-bundles.ts";
import { type HardwareFamily, hardwareProducts } from "./demo-catalogue-hardware.ts";
import { PRODUCT_BLOCKS, serviceProducts } from "./demo-catalogue-products.ts";
import { CAT, type CategoryKey, demoId, type ProductRow } from "./demo-catalogue-rows.ts";
import type { ServiceFamily } from "./demo-catalogue-services.ts";
import { DEMO_IDS } from "./demo-ids.ts";

/*
 * What the demo MSP Northwind sells of its own beside the platform catalogue (so "my products" shows
 * something): refurbished stock, kits it assembles, its own services and plans, three bundles, its
 * category prices and standard cost-plus. Contoso gets two products so another tenant's rows exist.
 */

const STOCK = "From Northwind's own stock; ships the same day from Providence.";

const NORTHWIND_HARDWARE: readonly HardwareFamily[] = [
  {
    brand: "Cisco Meraki",
    category: "switches",
    tag: "refurbished",
    discountBp: 6000,
    blurb: "Refurbished and tested by Northwind, with a 1-year Northwind warranty.",
    rows: [["MS220-8P-HW-RF", "MS220-8P 8-port PoE switch, refurbished", "499.00", "sup1"]],
  },
  {
    brand: "Cisco Meraki",
    category: "wireless",
    tag: "refurbished",
    discountBp: 6000,
    blurb: "Refurbished and tested by Northwind, with a 1-year Northwind warranty.",
    rows: [["MR42-HW-RF", "MR42 Wi-Fi 5 access point, refurbished", "299.00", "sup1"]],
  },
  {
    brand: "Northwind",
    category: "cabling",
    tag: "kit",
    discountBp: 4500,
    blurb: STOCK,
    rows: [
      ["NW-KIT-CAT6-6X50", "pre-terminated Cat6 trunk, 6 x 50 ft", "189.00"],
      ["NW-KIT-PATCH24", "patch cord kit, 24 assorted Cat6 cords", "149.00"],
    ],
  },
  {
    brand: "Northwind",
    category: "power",
    tag: "kit",
    discountBp: 4000,
    freightBp: 600,
    blurb: STOCK,
    rows: [
      ["NW-KIT-RACK12", "12U wall rack kit with shelf, PDU and cable manager", "899.00"],
      ["NW-KIT-SHELF1U", "1U vented rack shelf", "59.00"],
    ],
  },
  {
    brand: "Northwind",
    category: "networking",
    tag: "kit",
    discountBp: 4000,
    blurb: STOCK,
    rows: [
      ["NW-KIT-LTE", "LTE failover kit: router, antenna and SIM activation", "549.00"],
      ["NW-KIT-POS", "POS router kit, pre-configured for card terminals", "399.00"],
    ],
  },
];

const NORTHWIND_SERVICES: readonly ServiceFamily[] = [
  {
    kind: "installation-service",
    category: "installation",
    psCode: "PS-INSTALL",
    tag: "installation",
    scope: "install, label and test, then leave the area as it was found.",
    rows: [
      ["NW-INST-AP", "Northwind AP installation, drop ceiling", "each", "0.75", "135.00", "10.00"],
      ["NW-INST-DROP", "Northwind Cat6 drop, open ceiling", "drop", "1.00", "165.00", "22.00"],
      ["NW-INST-REPATCH", "Rack clean-up and re-patch", "rack", "6.00", "850.00", "60.00"],
    ],
  },
  {
    kind: "configuration-service",
    category: "configuration",
    psCode: "PS-CONFIG",
    tag: "configuration",
    scope: "configure to Northwind's standard build and document the result in the customer's portal.",
    rows: [
      ["NW-CFG-FWREVIEW", "Firewall policy review and tidy-up", "each", "3.00", "495.00"],
      ["NW-CFG-M365", "Microsoft 365 onboarding, up to 25 users", "tenant", "8.00", "1250.00"],
      ["NW-CFG-AUTOPILOT", "Windows Autopilot enrolment", "device", "0.75", "95.00"],
    ],
  },
  {
    kind: "recurring-service",
    category: "recurring",
    psCode: "PS-MANAGED",
    tag: "managed",
    billing: "monthly",
    scope: "monitor, patch and report monthly, with changes handled by the Northwind service desk.",
    rows: [
      ["NW-MSV-NET", "Northwind managed network", "site", "2.00", "249.00", "95.00"],
      ["NW-MSV-ENDPOINT", "Northwind managed endpoint", "device", "0.20", "19.00", "6.00"],
      ["NW-MSV-BKPMON", "Northwind backup monitoring", "server", "0.30", "35.00", "9.00"],
    ],
  },
  {
    kind: "support-service",
    category: "support",
    psCode: "PS-SUPPORT",
    tag: "support",
    scope: "fix reported issues, remotely first and on site in the Providence metro area.",
    rows: [
      ["NW-SUP-ONSITE", "Northwind on-site engineer, per hour", "hour", "1.00", "155.00", "10.00"],
      ["NW-SUP-REMOTE10", "Northwind remote support, 10-hour block", "block", "10.00", "1100.00"],
      ["NW-SUP-AFTERHRS", "Northwind after-hours callout", "callout", "2.00", "395.00", "25.00"],
    ],
  },
  {
    kind: "support-plan",
    category: "managedSupport",
    psCode: "PS-PLAN",
    tag: "support-plan",
    billing: "monthly",
    scope: "unlimited remote support for each user, with the plan's response times and reviews.",
    rows: [
      ["NW-CARE-ESS", "Northwind Care Essentials", "user", "0.30", "35.00", "14.00"],
      ["NW-CARE-PLUS", "Northwind Care Plus", "user", "0.50", "55.00", "22.00"],
      ["NW-CARE-PREM", "Northwind Care Premier", "user", "0.80", "85.00", "34.00"],
    ],
  },
  {
    kind: "it-solution",
    category: "asAService",
    psCode: "PS-XAAS",
    tag: "as-a-service",
    billing: "monthly",
    scope: "supply, manage and refresh everything for one monthly fee over 36 months.",
    rows: [
      ["NW-XAAS-OFFICE", "Northwind Secure Office", "user", "0.50", "99.00", "52.00"],
      ["NW-XAAS-NET", "Northwind Network as a Service, small office", "site", "2.00", "549.00", "240.00"],
    ],
  },
  {
    kind: "service",
    category: "services",
    psCode: "PS-SURVEY",
    tag: "survey",
    scope: "visit, measure and report with recommendations and a fixed-price proposal.",
    rows: [
      ["NW-SVC-WIFIHC", "Northwind Wi-Fi health check", "site", "3.00", "395.00"],
      ["NW-SVC-ASBUILT", "Northwind network documentation (as-built)", "site", "4.00", "550.00"],
      ["NW-SVC-PM", "Northwind project management, per hour", "hour", "1.00", "140.00"],
    ],
  },
];

/**
 * An MSP's own rows carry its codes as MSP part numbers and hand-entered costs; the kits it assembles
 * itself (codes starting with its prefix) have no manufacturer part, manufacturer or distributor.
 */
function asMspOwned(rows: ProductRow[], prefix: string): ProductRow[] {
  return rows.map((row) => {
    const mpn = row.manufacturerPartNumber ?? "";
    const ownKit = mpn.startsWith(prefix);
    return {
      ...row,
      mspPartNumber: row.partnerPartNumber || mpn,
      partnerPartNumber: "",
      manufacturerPartNumber: ownKit ? "" : mpn,
      distributorPartNumber: "",
      ...(ownKit ? { manufacturerId: null, distributorId: null } : {}),
      costMethod: "Manual",
    };
  });
}

export function northwindProducts(): ProductRow[] {
  const id = DEMO_IDS.northwind;
  return asMspOwned(
    [
      ...hardwareProducts(id, NORTHWIND_HARDWARE, PRODUCT_BLOCKS.northwind),
      ...serviceProducts(id, NORTHWIND_SERVICES, PRODUCT_BLOCKS.northwind + 8),
    ],
    "NW-",
  );
}

export function contosoProducts(): ProductRow[] {
  const id = DEMO_IDS.contoso;
  const service: ServiceFamily = {
    kind: "support-service",
    category: "support",
    psCode: "PS-SUPPORT",
    tag: "support",
    scope: "fix reported issues on site in the Chicago area.",
    rows: [["CT-SUP-ONSITE", "Contoso on-site engineer, per hour", "hour", "1.00", "150.00"]],
  };
  const kit: HardwareFamily = {
    brand: "Contoso",
    category: "switches",
    tag: "kit",
    discountBp: 4000,
    blurb: "Assembled by Contoso.",
    rows: [["CT-KIT-SW8", "8-port PoE switch kit", "299.00"]],
  };
  return asMspOwned(
    [
      ...serviceProducts(id, [service], PRODUCT_BLOCKS.contoso),
      ...hardwareProducts(id, [kit], PRODUCT_BLOCKS.contoso + 1),
    ],
    "CT-",
  );
}

/** Northwind's bundles mix its own products (found by MSP part number) with the platform's. */
export const NORTHWIND_BUNDLES: readonly BundleSpec[] = [
  {
    key: "northwindSmallOffice",
    name: "Northwind small office starter",
    description: "Firewall, two access points and Microsoft 365 onboarding for offices up to 25 people.",
    type: "security",
    items: [
      ["MX67-HW", 1],
      ["LIC-MX67-SEC-3YR", 1],
      ["MR36-HW", 2],
      ["LIC-ENT-3YR", 2],
      ["NW-INST-AP", 2],
      ["NW-CFG-M365", 1],
    ],
  },
  {
    key: "northwindClinicWifi",
    name: "Northwind clinic Wi-Fi refresh",
    description: "Four Wi-Fi 6 access points with installation, a health check and the Silver plan.",
    type: "wifi",
    items: [
      ["MR44-HW", 4],
      ["LIC-ENT-3YR", 4],
      ["NW-INST-AP", 4],
      ["NW-SVC-WIFIHC", 1],
      ["PLAN-WIFI-SILVER", 4],
    ],
  },
  {
    key: "northwindPopUp",
    name: "Northwind retail pop-up kit",
    description: "LTE internet, a POS router and one access point for seasonal stores.",
    type: "internet",
    items: [
      ["NW-KIT-LTE", 1],
      ["NW-KIT-POS", 1],
      ["U6-Pro", 1],
      ["NW-SUP-ONSITE", 2],
    ],
  },
];

const NORTHWIND_CATEGORY_PRICES: readonly (readonly [CategoryKey, string, string | null])[] = [
  ["wireless", "30", null],
  ["cameras", "32", null],
  ["firewalls", "28", null],
  ["installation", "40", "125.00"],
  ["configuration", "45", "150.00"],
  ["services", "50", "175.00"],
  ["support", "35", "145.00"],
];

export function northwindPricing(): {
  categoryPrices: (typeof categoryPrices.$inferInsert)[];
  settings: typeof catalogueSettings.$inferInsert;
} {
  return {
    categoryPrices: NORTHWIND_CATEGORY_PRICES.map(([category, costPlusPercent, hourlyRate], i) => ({
      tenantId: DEMO_IDS.northwind,
      id: demoId("e", 0x3001 + i),
      categoryId: CAT[category],
      costPlusPercent,
      hourlyRate,
    })),
    settings: { tenantId: DEMO_IDS.northwind, standardCostPlusPercent: "25" },
  };
}
