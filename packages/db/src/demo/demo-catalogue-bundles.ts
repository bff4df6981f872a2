import type { bundleItems, bundles, bundleTypes } from "../schema/index.ts";
import { CAT, type CategoryKey, demoId, type ProductRow } from "./demo-catalogue-rows.ts";

export const BUNDLE_TYPES = [
  { key: "wifi", name: "Wi-Fi", category: "wireless" },
  { key: "switching", name: "Switching", category: "switches" },
  { key: "security", name: "Security", category: "firewalls" },
  { key: "cabling", name: "Cabling", category: "cabling" },
  { key: "cameras", name: "Cameras", category: "cameras" },
  { key: "internet", name: "Internet", category: "isp" },
] as const satisfies readonly { key: string; name: string; category: CategoryKey }[];
export type BundleTypeKey = (typeof BUNDLE_TYPES)[number]["key"];

export const bundleTypeId = (key: BundleTypeKey) =>
  demoId("e", 1 + BUNDLE_TYPES.findIndex((t) => t.key === key));

/** A bundle by the part numbers of its items; quantities are per bundle (a bundle is sized per unit of area). */
export interface BundleSpec {
  key: string;
  name: string;
  description: string;
  type: BundleTypeKey;
  items: readonly (readonly [partNumber: string, quantity: number])[];
}

export const PLATFORM_BUNDLES = [
  {
    key: "officeWifi",
    name: "Office Wi-Fi (per 2,500 sq ft)",
    description:
      "One Wi-Fi 6 access point with its cable drop, installation and managed plan, for open-plan offices.",
    type: "wifi",
    items: [
      ["MR46-HW", 1],
      ["LIC-ENT-3YR", 1],
      ["SVC-INST-AP", 1],
      ["SVC-INST-DROP6", 1],
      ["PLAN-WIFI-SILVER", 1],
    ],
  },
  {
    key: "officeWifiUnifi",
    name: "Office Wi-Fi, UniFi (per 2,500 sq ft)",
    description: "A budget access point without licences, for small offices.",
    type: "wifi",
    items: [
      ["U6-Pro", 1],
      ["SVC-INST-AP", 1],
      ["SVC-INST-DROP6", 1],
      ["PLAN-WIFI-BRONZE", 1],
    ],
  },
  {
    key: "warehouseWifi",
    name: "Warehouse rugged Wi-Fi (per 10,000 sq ft)",
    description: "IP67 access points hung from racking or ceiling steel, installed from a lift.",
    type: "wifi",
    items: [
      ["MR76-HW", 2],
      ["LIC-ENT-3YR", 2],
      ["SVC-INST-AP-OUT", 2],
      ["SVC-INST-DROP6", 2],
      ["PLAN-WIFI-GOLD", 2],
    ],
  },
  {
    key: "officeSwitching24",
    name: "Office switching 24-port",
    description: "A 24-port PoE switch with patch panel, patch cords, installation and configuration.",
    type: "switching",
    items: [
      ["MS120-24P-HW", 1],
      ["LIC-MS120-24P-3YR", 1],
      ["CP24BLY", 1],
      ["UTP28SP3BU", 24],
      ["SVC-INST-SW", 1],
      ["SVC-CFG-SW", 1],
    ],
  },
  {
    key: "officeSwitching48",
    name: "Office switching 48-port",
    description: "A 48-port PoE switch with patch panel, patch cords, installation and configuration.",
    type: "switching",
    items: [
      ["MS120-48LP-HW", 1],
      ["LIC-MS120-48LP-3YR", 1],
      ["CP48BLY", 1],
      ["UTP28SP3BU", 48],
      ["SVC-INST-SW", 1],
      ["SVC-CFG-SW", 1],
    ],
  },
  {
    key: "firewallSmallOffice",
    name: "Firewall small office",
    description: "A Meraki security appliance with advanced security, installed, configured and managed.",
    type: "security",
    items: [
      ["MX67-HW", 1],
      ["LIC-MX67-SEC-3YR", 1],
      ["SVC-INST-FW", 1],
      ["SVC-CFG-FW", 1],
      ["MSV-FW", 1],
    ],
  },
  {
    key: "firewallBranch",
    name: "Firewall branch office, FortiGate",
    description: "FortiGate with three years of threat protection and a VPN back to head office.",
    type: "security",
    items: [
      ["FG-60F-BDL-950-36", 1],
      ["SVC-INST-FW", 1],
      ["SVC-CFG-FW", 1],
      ["SVC-CFG-VPN", 1],
    ],
  },
  {
    key: "retailPos",
    name: "Retail POS network",
    description:
      "Firewall, PoE switch and LTE failover so card payments keep working, with POS on its own VLAN.",
    type: "security",
    items: [
      ["MX68-HW", 1],
      ["LIC-MX68-SEC-3YR", 1],
      ["MS120-8LP-HW", 1],
      ["LIC-MS120-8LP-3YR", 1],
      ["MG21-HW-NA", 1],
      ["SVC-CFG-SDWAN", 1],
    ],
  },
  {
    key: "retailCameras",
    name: "Retail cameras 4-pack",
    description: "Four turret cameras recording to a local NVR, about 30 days of motion-based retention.",
    type: "cameras",
    items: [
      ["UVC-G5-Turret-Ultra", 4],
      ["UNVR", 1],
      ["WD84PURZ", 2],
      ["SVC-INST-CAM", 4],
      ["SVC-INST-DROP6", 4],
      ["SVC-CFG-NVR", 1],
    ],
  },
  {
    key: "warehouseCameras",
    name: "Warehouse cameras 8-pack, outdoor",
    description: "Eight outdoor smart cameras for docks and yards, with cloud archive and health checks.",
    type: "cameras",
    items: [
      ["MV63-HW", 8],
      ["LIC-MV-3YR", 8],
      ["SVC-INST-CAM-OUT", 8],
      ["SVC-INST-DROP6", 8],
      ["MSV-CAM", 8],
    ],
  },
  {
    key: "cabling24",
    name: "Structured cabling, 24 drops",
    description: "Twenty-four Cat6 plenum drops terminated on a patch panel, certified and labelled.",
    type: "cabling",
    items: [
      ["PUP6004BU-UY", 2],
      ["CJ688TGBU", 48],
      ["CFPE2IWY", 24],
      ["DP24688TGY", 1],
      ["SVC-INST-DROP6", 24],
      ["SVC-INST-CERT", 24],
    ],
  },
  {
    key: "commsRack",
    name: "Comms room rack with UPS",
    description: "A 42U enclosure with rack UPS, network card and PDUs, assembled and installed.",
    type: "cabling",
    items: [
      ["AR3100", 1],
      ["SMT1500RM2UC", 1],
      ["AP9641", 1],
      ["AP9562", 2],
      ["SVC-INST-RACK", 1],
      ["SVC-INST-UPS", 1],
    ],
  },
  {
    key: "fibreWithFailover",
    name: "Business fibre with LTE failover",
    description:
      "500 Mbps fibre with an LTE gateway that takes over when the fibre drops; targets 99.9% uptime.",
    type: "internet",
    items: [
      ["ISP-FIB-0500", 1],
      ["ISP-LTE-10GB", 1],
      ["ISP-IP-29", 1],
      ["MG21-HW-NA", 1],
      ["LIC-MG21-ENT-3Y", 1],
      ["MSV-ISP", 1],
    ],
  },
  {
    key: "dedicatedInternet",
    name: "Dedicated internet 1 Gbps",
    description: "A dedicated 1 Gbps circuit with a 99.99% SLA and a /28 of static addresses.",
    type: "internet",
    items: [
      ["ISP-DIA-1000", 1],
      ["ISP-IP-28", 1],
      ["MSV-ISP", 1],
    ],
  },
] as const satisfies readonly BundleSpec[];
export type PlatformBundleKey = (typeof PLATFORM_BUNDLES)[number]["key"];

/** Platform bundle n (from 1) is 0x1000 + n; an MSP's bundles start at 0x1080. */
export const platformBundleId = (key: PlatformBundleKey) =>
  demoId("e", 0x1001 + PLATFORM_BUNDLES.findIndex((b) => b.key === key));

export type BundleRow = typeof bundles.$inferInsert;
export type BundleItemRow = typeof bundleItems.$inferInsert;
export type BundleTypeRow = typeof bundleTypes.$inferInsert;

export function platformBundleTypes(platformId: string): BundleTypeRow[] {
  return BUNDLE_TYPES.map((t, i) => ({
    tenantId: platformId,
    id: bundleTypeId(t.key),
    name: t.name,
    categoryId: CAT[t.category],
    position: i,
  }));
}

/**
 * Bundles and their items for one tenant; `find` resolves a part number to a product row, which may be
 * the platform's (bundle items carry the product's tenant). Item ids come from `itemIds`, shared by all
 * tenants so that they stay unique and in creation order.
 */
export function bundleRows(
  tenantId: string,
  specs: readonly BundleSpec[],
  firstN: number,
  itemIds: () => string,
  find: (partNumber: string) => ProductRow,
): { bundles: BundleRow[]; items: BundleItemRow[] } {
  const items: BundleItemRow[] = [];
  const rows = specs.map((spec, b): BundleRow => {
    const id = demoId("e", firstN + b);
    for (const [position, [partNumber, quantity]] of spec.items.entries()) {
      const product = find(partNumber);
      items.push({
        tenantId,
        bundleId: id,
        id: itemIds(),
        productTenantId: product.tenantId,
        productId: product.id,
        quantity: String(quantity),
        position,
      });
    }
    const type = BUNDLE_TYPES.find((t) => t.key === spec.type)!;
    return {
      tenantId,
      id,
      accountId: tenantId,
      name: spec.name,
      description: spec.description,
      bundleTypeId: bundleTypeId(spec.type),
      categoryId: CAT[type.category],
    };
  });
  return { bundles: rows, items };
}
