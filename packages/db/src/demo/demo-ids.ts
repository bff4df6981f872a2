// Fixed ids of the demo data, so tests, journeys and docs can name them.
export const DEMO_IDS = {
  northwind: "0190a000-0000-7000-8000-000000000101",
  contoso: "0190a000-0000-7000-8000-000000000102",
  freshStart: "0190a000-0000-7000-8000-000000000103",
  fabrikam: "0190a000-0000-7000-8000-000000000104",
  adatum: "0190a000-0000-7000-8000-000000000105",
  litware: "0190a000-0000-7000-8000-000000000106",
  distributor: "0190a000-0000-7000-8000-000000000107",
  manufacturer: "0190a000-0000-7000-8000-000000000108",
  /** Financial partner with finance charges (seed-demo-projects.ts). */
  woodgrove: "0190a000-0000-7000-8000-000000000109",
} as const;

/** Northwind's demo quotes (seed-demo-projects.ts); their sites, buildings and lines have fixed ids too. */
export const DEMO_PROJECT_IDS = {
  /** Adatum, stage review: two sites, three buildings, an optional line, good/better/best, a version. */
  adatumWifi: "0190a000-0000-7000-8000-0000000a0001",
  /** Litware, stage build: a few lines. */
  litwareNetwork: "0190a000-0000-7000-8000-0000000a0002",
  /** The Adatum quote's saved version "First draft". */
  adatumFirstDraft: "0190a000-0000-7000-8000-0000000a0003",
} as const;

/** Northwind's demo contracts (seed-demo-contracts.ts). */
export const DEMO_CONTRACT_IDS = {
  /** Adatum, in force from 2026-01-01, no end: agreed prices on products of the Adatum Wi-Fi quote. */
  adatumAgreement: "0190a000-0000-7000-8000-0000000b0001",
  /** Litware, ended 2025-12-31: shows the ended state and is refused by apply-contract. */
  litwareExpired: "0190a000-0000-7000-8000-0000000b0002",
} as const;

export const DEMO_USERS = [
  { email: "owner@platform.demo", account: "platform", role: "owner", firstName: "Paula", lastName: "Owner" },
  { email: "owner@msp.demo", account: "northwind", role: "owner", firstName: "Nora", lastName: "Wind" },
  {
    email: "admin@msp.demo",
    account: "northwind",
    role: "administrator",
    firstName: "Adam",
    lastName: "Admin",
  },
  { email: "manager@msp.demo", account: "northwind", role: "manager", firstName: "Mia", lastName: "Manager" },
  {
    email: "editor@msp.demo",
    account: "northwind",
    role: "editor",
    // A Member-level role: the engineering team is what shows it the Catalog menu (foundation §6).
    team: "engineering",
    firstName: "Eddie",
    lastName: "Editor",
  },
  {
    email: "sales@msp.demo",
    account: "northwind",
    role: "sales",
    team: "sales",
    firstName: "Sam",
    lastName: "Sales",
  },
  {
    email: "engineer@msp.demo",
    account: "northwind",
    role: "engineering",
    team: "engineering",
    firstName: "Erin",
    lastName: "Engineer",
  },
  {
    email: "finance@msp.demo",
    account: "northwind",
    role: "finance",
    team: "finance",
    firstName: "Fred",
    lastName: "Finance",
  },
  {
    email: "ops@msp.demo",
    account: "northwind",
    role: "operations",
    team: "operations",
    firstName: "Olga",
    lastName: "Ops",
  },
  {
    email: "admin@msp2.demo",
    account: "contoso",
    role: "administrator",
    firstName: "Carl",
    lastName: "Contoso",
  },
  { email: "new@msp3.demo", account: "freshStart", role: "owner", firstName: "Nina", lastName: "New" },
  {
    email: "partner@link.demo",
    account: "fabrikam",
    role: "administrator",
    firstName: "Fay",
    lastName: "Brik",
  },
  {
    email: "user@customer.demo",
    account: "adatum",
    role: "administrator",
    firstName: "Ada",
    lastName: "Tum",
  },
] as const;

export type DemoAccountKey = (typeof DEMO_USERS)[number]["account"];

const d = (n: string) => `0190a000-0000-7000-8000-0000000${n}`;

/**
 * Rows of the demo catalogue (seed-demo-catalogue.ts) that tests and journeys name. Products are the
 * platform's unless named after an MSP; demo-catalogue.int.test.ts checks each id is the row named here.
 */
export const DEMO_CATALOGUE_IDS = {
  merakiMr46: d("d0103"),
  /** Has no cost yet, so the catalogue highlights it. */
  merakiMr76: d("d0106"),
  /** End of sale: inactive. */
  merakiMr33: d("d010a"),
  merakiMs120_24p: d("d0201"),
  merakiMx67: d("d0300"),
  unifiU6Pro: d("d0601"),
  fortigate60f: d("d0b01"),
  m365BusinessPremium: d("d3006"),
  fibre500: d("d4001"),
  apInstallation: d("d5000"),
  managedFirewall: d("d5201"),
  wifiGoldPlan: d("d5502"),
  wifiAsAService: d("d5600"),
  siteSurveyService: d("d5700"),
  northwindOnsiteHour: d("dcb00"),
  northwindCarePlus: d("dcc01"),
  contosoOnsiteHour: d("de000"),
  wifiBundleType: d("e0001"),
  officeWifiBundle: d("e1001"),
  warehouseWifiBundle: d("e1003"),
  officeSwitching24Bundle: d("e1004"),
  firewallSmallOfficeBundle: d("e1006"),
  retailPosBundle: d("e1008"),
  retailCamerasBundle: d("e1009"),
  northwindSmallOfficeBundle: d("e1081"),
  wifiCoverageRequirement: d("f0001"),
  officeEnvironment: d("f1001"),
  warehouseEnvironment: d("f1002"),
  retailEnvironment: d("f1003"),
} as const;

/**
 * Document templates of the demo (seed-demo-documents.ts): the platform's default proposal and agreement
 * (dynamic, their sections in the platform's content library) and Northwind's own proposal with its logo.
 */
export const DEMO_TEMPLATE_IDS = {
  platformProposal: d("c0001"),
  platformAgreement: d("c0002"),
  /** Northwind's default proposal (/settings/documents). */
  northwindProposal: d("c0003"),
} as const;

/**
 * A demo content-library section's id, group "c": block 1 the platform's proposal sections, 2 its agreement
 * sections, 3 Northwind's own; `n` from 1 in the block's order (c1001, c1002, ...).
 */
export const demoSectionId = (block: 1 | 2 | 3, n: number): string =>
  d(`c${block}${String(n).padStart(3, "0")}`);

/** Sections of the demo content library that tests and journeys name. */
export const DEMO_SECTION_IDS = {
  /** The platform's proposal sections, in the default order. */
  proposalCover: demoSectionId(1, 1),
  proposalScope: demoSectionId(1, 7),
  proposalPricing: demoSectionId(1, 12),
  proposalAcceptance: demoSectionId(1, 14),
  /** The platform's agreement sections. */
  agreementCover: demoSectionId(2, 1),
  agreementAcceptance: demoSectionId(2, 6),
  /** Northwind's own sections. */
  northwindCover: demoSectionId(3, 1),
  northwindCompanyOverview: demoSectionId(3, 2),
} as const;
