import { describe, expect, it } from "vitest";
import { AREA_NAMES, type AreaName, canAccessArea } from "./areas.ts";
import { ACCOUNT_KINDS, type AccountKind } from "./context.ts";
import { ROLES, type Role, TEAM_IDS, type TeamId } from "./roles.ts";

const ALL: readonly Role[] = ROLES;
const HIGH: readonly Role[] = ["owner", "administrator"];
const MIDDLE: readonly Role[] = ["owner", "administrator", "manager"];
/** Roles at the Member level ("user" in spec §6's team-dependent roles). */
const MEMBERS: readonly Role[] = [
  "editor",
  "sales",
  "engineering",
  "operations",
  "operations_manager",
  "finance",
  "public",
];
const MANAGER_AND_MEMBERS: readonly Role[] = ["manager", ...MEMBERS];

interface Expected {
  readonly outright: readonly Role[];
  readonly viaTeam?: { readonly roles: readonly Role[]; readonly teams: readonly TeamId[] };
}
const everyone: Expected = { outright: ALL };
const high: Expected = { outright: HIGH };

/** Spec §6 "Area access by account kind", spelled out role by role. Kinds left out have no access. */
const EXPECTED: Record<AreaName, Partial<Record<AccountKind, Expected>>> = {
  Dashboard: { linkPartner: everyone, customer: everyone, msp_expert: everyone, platformOwner: everyone },
  Help: { platformOwner: everyone, msp_expert: everyone, customer: everyone },
  "Support Hub": { customer: everyone },
  "Customer Quotes": { customer: everyone },
  Signals: { customer: everyone },
  "Fulfillment Customers": { customer: everyone },
  "Customer Projects": { customer: everyone },
  "User Experience": { customer: everyone },
  "Customer Order": { customer: everyone },
  "Service Map": { customer: everyone },
  Guest: { customer: everyone },
  "Customer Marketplace": { customer: everyone },
  Quotes: {
    msp_expert: {
      outright: HIGH,
      viaTeam: { roles: MANAGER_AND_MEMBERS, teams: ["sales", "engineering", "operations", "pm"] },
    },
    platformOwner: {
      outright: HIGH,
      viaTeam: { roles: MANAGER_AND_MEMBERS, teams: ["sales", "finance", "operations", "support"] },
    },
  },
  "Quotes Generate": { msp_expert: { outright: MIDDLE, viaTeam: { roles: MEMBERS, teams: ["sales"] } } },
  Fulfill: { linkPartner: everyone, msp_expert: everyone, platformOwner: everyone },
  Projects: { linkPartner: everyone, msp_expert: everyone },
  Automation: { msp_expert: high, platformOwner: everyone },
  Templates: { msp_expert: everyone, platformOwner: everyone },
  Catalog: {
    linkPartner: everyone,
    msp_expert: {
      outright: HIGH,
      viaTeam: { roles: MANAGER_AND_MEMBERS, teams: ["sales", "engineering", "operations", "pm"] },
    },
    platformOwner: everyone,
  },
  CPQ: {
    msp_expert: {
      outright: HIGH,
      viaTeam: { roles: MANAGER_AND_MEMBERS, teams: ["sales", "engineering", "operations", "pm"] },
    },
    platformOwner: everyone,
  },
  "Catalog Categories": { platformOwner: everyone },
  "Catalog Root Category": {},
  "Platform Settings": { platformOwner: everyone },
  "Customers/Companies": { platformOwner: everyone },
  "Sensors and Addresses": {
    msp_expert: { outright: MIDDLE, viaTeam: { roles: MEMBERS, teams: ["engineering", "pm", "support"] } },
  },
  "My Team": { customer: everyone, msp_expert: everyone, linkPartner: everyone },
  "Partner Marketplace": { platformOwner: high },
  "Partner Marketplace > App Publisher": { platformOwner: high },
  "Partner Marketplace > Sales Provider": {
    platformOwner: {
      outright: HIGH,
      viaTeam: { roles: MANAGER_AND_MEMBERS, teams: ["sales", "operations"] },
    },
  },
  Settings: {
    linkPartner: everyone,
    customer: everyone,
    msp_expert: everyone,
    platformOwner: {
      outright: HIGH,
      viaTeam: { roles: ["manager"], teams: ["sales", "finance", "operations", "support"] },
    },
  },
  "Settings > Integrations": { msp_expert: everyone, linkPartner: everyone, platformOwner: high },
  "Settings > Integrations App": { msp_expert: high, linkPartner: high, platformOwner: high },
  "Settings > Templates": { platformOwner: high },
  "Settings > Company": { linkPartner: high, customer: high, msp_expert: high },
  "Settings > Distributor": { msp_expert: high },
  "Settings > Billing": { msp_expert: high, linkPartner: high },
  "Settings > Documents": { msp_expert: high, linkPartner: high },
  "Settings > Distributors": { msp_expert: high, linkPartner: high },
  "Settings > Notifications": { msp_expert: high, linkPartner: high },
  Contracts: { msp_expert: everyone },
  "Smart Spaces": {},
  Verify: {},
};

const TEAM_CASES: readonly (TeamId | null)[] = [null, ...TEAM_IDS];

function describeExpected(expected: Expected | undefined): string {
  if (expected === undefined) return "nobody";
  const team = expected.viaTeam
    ? `; ${expected.viaTeam.roles.join("/")} in ${expected.viaTeam.teams.join("/")}`
    : "";
  return `${expected.outright.length === ROLES.length ? "every role" : expected.outright.join("/")}${team}`;
}

describe("area access by account kind", () => {
  it("covers every area name of spec §2", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...AREA_NAMES].sort());
  });

  for (const area of AREA_NAMES) {
    for (const kind of ACCOUNT_KINDS) {
      const expected = EXPECTED[area][kind];
      it(`${area} for ${kind}: ${describeExpected(expected)}`, () => {
        for (const role of ROLES) {
          for (const team of TEAM_CASES) {
            const teams = team === null ? [] : [{ id: team, level: "user" as const }];
            const viaTeam = expected?.viaTeam;
            const allowed =
              (expected?.outright.includes(role) ?? false) ||
              (viaTeam !== undefined &&
                team !== null &&
                viaTeam.roles.includes(role) &&
                viaTeam.teams.includes(team));
            expect(
              canAccessArea(area, { accountKind: kind, role, teams }),
              `${role} in ${team ?? "no team"}`,
            ).toBe(allowed);
          }
        }
      });
    }
  }

  it("denies an unknown role every area, even Dashboard", () => {
    for (const kind of ACCOUNT_KINDS) {
      expect(canAccessArea("Dashboard", { accountKind: kind, role: null, teams: [] })).toBe(false);
    }
  });

  it("grants a team-dependent role when any one of the user's teams is allowed", () => {
    const ctx = {
      accountKind: "msp_expert" as const,
      role: "sales" as const,
      teams: [
        { id: "support" as const, level: "user" as const },
        { id: "pm" as const, level: "manager" as const },
      ],
    };
    expect(canAccessArea("Quotes", ctx)).toBe(true);
  });
});
