import type {
  environmentBundles,
  environmentRules,
  environments,
  requirements,
  taxRates,
} from "../schema/index.ts";
import { type PlatformBundleKey, platformBundleId } from "./demo-catalogue-bundles.ts";
import { demoId } from "./demo-catalogue-rows.ts";

/*
 * Building Use reference data: performance requirements, environments that size bundles from a building's
 * area, floors or occupants, and sales-tax rates. Ids: requirements f0xxx, environments f1xxx, rules f2xxx,
 * suggested bundles f3xxx, tax rates f4xxx.
 */

const REQUIREMENTS = [
  [
    "wifiCoverage",
    "Wi-Fi coverage",
    "Signal strength at 5 GHz",
    "-67 dBm or better on 95% of the floor area",
  ],
  ["wifiCapacity", "Wi-Fi capacity", "Active clients per access point", "35 or fewer at peak"],
  ["voiceWifi", "Voice over Wi-Fi", "Signal-to-noise ratio", "25 dB or better, with a second AP at -67 dBm"],
  ["poeBudget", "PoE budget", "PoE power left on each switch", "30% headroom over the connected devices"],
  ["uptime", "Uptime 99.9%", "Internet availability per month", "99.9% (about 43 minutes of downtime)"],
  ["cameraRetention", "Camera retention 30 days", "Recorded video kept", "30 days at 1080p, motion-based"],
  ["cablingStandard", "Certified cabling", "Horizontal links passing TIA-568 certification", "100%"],
  ["bandwidthPerUser", "Bandwidth per user", "Internet bandwidth per occupant", "5 Mbps or more"],
  ["perimeterSecurity", "Perimeter security", "Internet edges with IPS and content filtering", "Every edge"],
  [
    "pciSegmentation",
    "PCI DSS segmentation",
    "Cardholder systems isolated",
    "POS on its own VLAN behind a firewall",
  ],
] as const;
type RequirementKey = (typeof REQUIREMENTS)[number][0];

const requirementId = (key: RequirementKey) => demoId("f", 1 + REQUIREMENTS.findIndex((r) => r[0] === key));

type Basis = "building" | "floor" | "sqft" | "occupant";
/** name, basis, per units, quantity, bundle, requirement: `quantity` bundles per `perUnits` of the basis. */
type Rule = readonly [
  name: string,
  basis: Basis,
  perUnits: number,
  quantity: number,
  PlatformBundleKey,
  RequirementKey,
];

interface EnvironmentSpec {
  key: string;
  name: string;
  description: string;
  rules: readonly Rule[];
  /** The bundles offered first on a building of this use, in order. */
  suggested: readonly PlatformBundleKey[];
}

const ENVIRONMENTS: readonly EnvironmentSpec[] = [
  {
    key: "office",
    name: "Office",
    description: "Open-plan and cellular offices with meeting rooms; dense laptops and video calls.",
    rules: [
      ["Wi-Fi coverage", "sqft", 2500, 1, "officeWifi", "wifiCoverage"],
      ["Access switching", "occupant", 20, 1, "officeSwitching24", "poeBudget"],
      ["Perimeter firewall", "building", 1, 1, "firewallSmallOffice", "perimeterSecurity"],
      ["Internet with failover", "building", 1, 1, "fibreWithFailover", "uptime"],
      ["Structured cabling", "occupant", 24, 1, "cabling24", "cablingStandard"],
    ],
    suggested: ["officeWifi", "officeSwitching24", "firewallSmallOffice", "fibreWithFailover", "cabling24"],
  },
  {
    key: "warehouse",
    name: "Warehouse",
    description: "High ceilings, racking and docks; handheld scanners and forklifts roam the floor.",
    rules: [
      ["Rugged Wi-Fi coverage", "sqft", 10000, 1, "warehouseWifi", "wifiCoverage"],
      ["Dock and yard cameras", "sqft", 20000, 1, "warehouseCameras", "cameraRetention"],
      ["Switching per floor", "floor", 1, 1, "officeSwitching24", "poeBudget"],
      ["Perimeter firewall", "building", 1, 1, "firewallSmallOffice", "perimeterSecurity"],
    ],
    suggested: ["warehouseWifi", "warehouseCameras", "officeSwitching24", "commsRack"],
  },
  {
    key: "retail",
    name: "Retail",
    description: "Shop floor with card payments, guest Wi-Fi and loss-prevention cameras.",
    rules: [
      ["POS network", "building", 1, 1, "retailPos", "pciSegmentation"],
      ["Store cameras", "sqft", 2500, 1, "retailCameras", "cameraRetention"],
      ["Guest and staff Wi-Fi", "sqft", 3000, 1, "officeWifiUnifi", "wifiCapacity"],
      ["Internet with failover", "building", 1, 1, "fibreWithFailover", "uptime"],
    ],
    suggested: ["retailPos", "retailCameras", "officeWifiUnifi", "fibreWithFailover"],
  },
  {
    key: "hospitality",
    name: "Hospitality",
    description: "Hotel floors of guest rooms, with streaming guests and voice handsets for staff.",
    rules: [
      ["Guest-room Wi-Fi", "floor", 1, 4, "officeWifi", "voiceWifi"],
      ["Capacity for guests", "occupant", 30, 1, "officeWifi", "wifiCapacity"],
      ["Switching per floor", "floor", 1, 1, "officeSwitching48", "poeBudget"],
      ["Dedicated internet", "building", 1, 1, "dedicatedInternet", "bandwidthPerUser"],
      ["Corridor cameras", "floor", 1, 1, "retailCameras", "cameraRetention"],
    ],
    suggested: ["officeWifi", "officeSwitching48", "dedicatedInternet", "retailCameras"],
  },
  {
    key: "school",
    name: "School",
    description: "Classrooms of 30 with a device each, content filtering and perimeter cameras.",
    rules: [
      ["Classroom Wi-Fi", "occupant", 30, 1, "officeWifi", "wifiCapacity"],
      ["Switching per floor", "floor", 1, 2, "officeSwitching48", "poeBudget"],
      ["Content-filtering firewall", "building", 1, 1, "firewallBranch", "perimeterSecurity"],
      ["Perimeter cameras", "building", 1, 2, "warehouseCameras", "cameraRetention"],
    ],
    suggested: ["officeWifi", "officeSwitching48", "firewallBranch", "warehouseCameras", "cabling24"],
  },
];

/**
 * Combined rates: the most specific row wins (packages/domain pricing/sales-tax.ts), so the US row is the
 * default, states override it and cities override their state. States of the demo locations included.
 */
const TAX_RATES = [
  ["US", "", "", "0"],
  ["US", "CA", "", "7.25"],
  ["US", "CA", "Los Angeles", "9.5"],
  ["US", "TX", "", "6.25"],
  ["US", "TX", "Austin", "8.25"],
  ["US", "NY", "", "4"],
  ["US", "NY", "New York", "8.875"],
  ["US", "WA", "", "6.5"],
  ["US", "WA", "Seattle", "10.35"],
  ["US", "MA", "", "6.25"],
  ["US", "RI", "", "7"],
  ["US", "PA", "", "6"],
  ["US", "PA", "Philadelphia", "8"],
  ["US", "IL", "", "6.25"],
  ["US", "IL", "Chicago", "10.25"],
] as const;

export function buildingUseRows(platformId: string) {
  const rules: (typeof environmentRules.$inferInsert)[] = [];
  const suggested: (typeof environmentBundles.$inferInsert)[] = [];
  const envs = ENVIRONMENTS.map((env, e): typeof environments.$inferInsert => {
    const id = demoId("f", 0x1001 + e);
    for (const [position, [name, basis, perUnits, quantity, bundle, requirement]] of env.rules.entries()) {
      rules.push({
        id: demoId("f", 0x2001 + rules.length),
        environmentId: id,
        name,
        requirementId: requirementId(requirement),
        basis,
        perUnits: String(perUnits),
        quantity: String(quantity),
        bundleTenantId: platformId,
        bundleId: platformBundleId(bundle),
        position,
      });
    }
    for (const [position, bundle] of env.suggested.entries()) {
      suggested.push({
        id: demoId("f", 0x3001 + suggested.length),
        environmentId: id,
        bundleTenantId: platformId,
        bundleId: platformBundleId(bundle),
        position,
      });
    }
    return { id, name: env.name, description: env.description, position: e };
  });
  return {
    requirements: REQUIREMENTS.map(
      ([key, name, metric, target], position): typeof requirements.$inferInsert => ({
        id: requirementId(key),
        name,
        description: `${name}: ${metric}, ${target}.`,
        metric,
        target,
        position,
      }),
    ),
    environments: envs,
    environmentRules: rules,
    environmentBundles: suggested,
    taxRates: TAX_RATES.map(([country, region, locality, ratePercent], i): typeof taxRates.$inferInsert => ({
      id: demoId("f", 0x4001 + i),
      country,
      region,
      locality,
      ratePercent,
    })),
  };
}
