import { DEMO_CATALOGUE_IDS as C, DEMO_IDS, DEMO_PROJECT_IDS } from "./demo-ids.ts";
import type { DemoLocationSpec } from "./demo-projects-rows.ts";

// Northwind's two demo quotes, described the way a sales engineer would build them in the builder.

export interface DemoQuoteSpec {
  id: string;
  accountId: string;
  quoteNumber: number;
  dealName: string;
  stage: string;
  termMonths: 12 | 36;
  /** Days from the seed's day until the quote expires (issue #16 §4: 30 by default). */
  validDays: number;
  paymentTerms: string;
  financialPartnerId?: string;
  /** Shared with the customer by the sales user (its users list and open it); unshared otherwise. */
  shared?: boolean;
  /** Saves the first draft as version 1 under this name. */
  firstDraft?: { id: string; name: string };
  sites: readonly DemoLocationSpec[];
}

/** Filled in by the seed: who the tasks wait on (users have generated ids). */
export const ENGINEER_TASKS = (engineerId: string) => ({
  items: ["Confirm ceiling heights with facilities", "Book the scissor lift for the warehouse"],
  users: [engineerId],
  start: "2026-12-01",
  targetCompletion: "2026-12-15",
  completion: null,
});

export const demoQuoteSpecs = (engineerId: string): DemoQuoteSpec[] => [
  {
    id: DEMO_PROJECT_IDS.adatumWifi,
    accountId: DEMO_IDS.adatum,
    quoteNumber: 1,
    dealName: "Adatum HQ Wi-Fi refresh",
    stage: "review",
    termMonths: 36,
    validDays: 30,
    paymentTerms: "Net 30",
    financialPartnerId: DEMO_IDS.woodgrove,
    shared: true,
    firstDraft: { id: DEMO_PROJECT_IDS.adatumFirstDraft, name: "First draft" },
    sites: [
      {
        name: "Adatum HQ",
        address: "Adatum HQ",
        region: "MA",
        locality: "Boston",
        buildings: [
          {
            name: "Main building",
            environmentId: C.officeEnvironment,
            requirementIds: [C.wifiCoverageRequirement],
            occupancy: 180,
            bundles: [
              {
                bundleId: C.officeWifiBundle,
                quantity: 4,
                draftQuantity: 3,
                tasks: ENGINEER_TASKS(engineerId),
              },
              { bundleId: C.officeSwitching24Bundle, quantity: 1 },
              {
                name: "Site survey",
                // Offered, not yet taken: priced only when the customer chooses it.
                lines: [{ product: C.siteSurveyService, quantity: 1, optional: true }],
              },
            ],
          },
          {
            name: "Warehouse",
            environmentId: C.warehouseEnvironment,
            occupancy: 25,
            bundles: [{ bundleId: C.warehouseWifiBundle, quantity: 1 }],
          },
        ],
      },
      {
        name: "Cambridge lab",
        region: "MA",
        locality: "Cambridge",
        buildings: [
          {
            name: "Lab",
            environmentId: C.officeEnvironment,
            occupancy: 30,
            bundles: [
              {
                name: "Lab access points",
                // Good, better, best: the customer picks one; better is the recommendation.
                lines: [
                  { product: C.unifiU6Pro, quantity: 2, alternativeGroup: "Access point", chosen: false },
                  { product: C.merakiMr46, quantity: 2, alternativeGroup: "Access point", chosen: true },
                  { product: "CW9166I-MR", quantity: 2, alternativeGroup: "Access point", chosen: false },
                  { product: C.northwindOnsiteHour, quantity: 2 },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: DEMO_PROJECT_IDS.litwareNetwork,
    accountId: DEMO_IDS.litware,
    quoteNumber: 2,
    dealName: "Litware office network",
    stage: "build",
    termMonths: 12,
    // Expires within the dashboard's fortnight, so a new MSP user sees what "expiring" means.
    validDays: 10,
    paymentTerms: "Net 15",
    sites: [
      {
        name: "Litware Office",
        address: "Litware Office",
        region: "PA",
        locality: "Philadelphia",
        buildings: [
          {
            name: "Office",
            environmentId: C.officeEnvironment,
            occupancy: 40,
            bundles: [
              { bundleId: C.firewallSmallOfficeBundle, quantity: 1 },
              {
                name: "Productivity",
                lines: [
                  { product: C.m365BusinessPremium, quantity: 40 },
                  { product: C.northwindOnsiteHour, quantity: 8 },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
