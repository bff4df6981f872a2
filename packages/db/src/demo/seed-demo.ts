import { ENTITLEMENT_FLAGS } from "@q2c/domain";
import type { Database } from "../connection.ts";
import { uuidv7 } from "../ids.ts";
import {
  accounts,
  buildings,
  categories,
  floors,
  locations,
  loginIdentities,
  teamMembers,
  teams,
  users,
} from "../schema/index.ts";
import { DEMO_CATEGORIES } from "./demo-categories.ts";
import { DEMO_IDS, DEMO_USERS, type DemoAccountKey } from "./demo-ids.ts";
import { seedDemoCatalogue } from "./seed-demo-catalogue.ts";
import { seedDemoContracts } from "./seed-demo-contracts.ts";
import { seedDemoDocuments } from "./seed-demo-documents.ts";
import { seedDemoProjects } from "./seed-demo-projects.ts";

type AccountRow = typeof accounts.$inferInsert;

const allEntitlements = Object.fromEntries(ENTITLEMENT_FLAGS.map((f) => [f, true]));

function demoAccounts(
  platformId: string,
): Record<DemoAccountKey | "distributor" | "manufacturer" | "litware", AccountRow> {
  const top = (id: string, row: Omit<AccountRow, "tenantId" | "id">): AccountRow => ({
    tenantId: id,
    id,
    ...row,
  });
  return {
    platform: top(platformId, { accountName: "Platform", companyType: "platform_owner" }),
    northwind: top(DEMO_IDS.northwind, {
      parentId: platformId,
      accountName: "Northwind IT",
      companyType: "service_provider",
      isMSP: true,
      brandFlag: true,
      entitlements: allEntitlements,
      branding: { primaryColor: "#1D4ED8" },
      companyDetails: { legalName: "Northwind IT LLC", businessPhone: "+1 555 010 2000" },
    }),
    contoso: top(DEMO_IDS.contoso, {
      parentId: platformId,
      accountName: "Contoso Managed",
      companyType: "service_provider",
      isMSP: true,
    }),
    freshStart: top(DEMO_IDS.freshStart, {
      parentId: platformId,
      accountName: "Fresh Start IT",
      companyType: "service_provider",
      isMSP: true,
      onboardingStep: 0,
    }),
    fabrikam: top(DEMO_IDS.fabrikam, {
      parentId: platformId,
      accountName: "Fabrikam Link",
      companyType: "partner",
      isSpLink: true,
    }),
    distributor: top(DEMO_IDS.distributor, {
      parentId: platformId,
      accountName: "Tailspin Distribution",
      companyType: "distributor",
      isDistributor: true,
      // Served by the built-in demo distributor, so search and price-and-availability work offline.
      companyDetails: { digitalDistributor: "yes" },
    }),
    manufacturer: top(DEMO_IDS.manufacturer, {
      parentId: platformId,
      accountName: "Proseware Devices",
      companyType: "manufacturer",
      isManufacturer: true,
    }),
    adatum: {
      tenantId: DEMO_IDS.northwind,
      id: DEMO_IDS.adatum,
      parentId: DEMO_IDS.northwind,
      accountName: "Adatum Corp",
      companyType: "customer",
    },
    litware: {
      tenantId: DEMO_IDS.northwind,
      id: DEMO_IDS.litware,
      parentId: DEMO_IDS.northwind,
      accountName: "Litware Inc",
      companyType: "customer",
    },
  };
}

/** Whether the demo tenants are already there (a restart must not seed twice). */
export async function hasDemoData(database: Database): Promise<boolean> {
  const rows = await database.query("select 1 from accounts where id = $1 limit 1", [DEMO_IDS.northwind]);
  return rows.length > 0;
}

/**
 * Fills an empty database with the demo tenants of the foundation issue: the platform owner, three MSPs,
 * a link partner, a distributor, a manufacturer, two customers, their users, teams, locations and categories,
 * the demo catalogue (products, bundles, Building Use, tax rates; seed-demo-catalogue.ts), Northwind's demo
 * quotes (seed-demo-projects.ts) and contracts (seed-demo-contracts.ts), and the document templates
 * (seed-demo-documents.ts).
 * `passwordHash` is the argon2 hash of the demo password, computed once by the caller.
 */
export async function seedDemo(
  database: Database,
  opts: { platformAccountId: string; passwordHash: string },
) {
  const byKey = demoAccounts(opts.platformAccountId);
  await database.db.transaction(async (tx) => {
    await tx.insert(accounts).values(Object.values(byKey));
    const teamIds = new Map<string, string>();
    for (const u of DEMO_USERS) {
      const account = byKey[u.account];
      const userId = uuidv7();
      await tx.insert(users).values({
        tenantId: account.tenantId,
        id: userId,
        accountId: account.id!,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        passwordHash: opts.passwordHash,
        registeredAt: new Date(),
      });
      await tx.insert(loginIdentities).values({ email: u.email, userTenantId: account.tenantId, userId });
      if ("team" in u) {
        const key = `${account.id}:${u.team}`;
        let teamId = teamIds.get(key);
        if (!teamId) {
          teamId = uuidv7();
          teamIds.set(key, teamId);
          const name = u.team.charAt(0).toUpperCase() + u.team.slice(1);
          await tx.insert(teams).values({
            tenantId: account.tenantId,
            id: teamId,
            accountId: account.id!,
            name,
            teamType: u.team,
          });
        }
        await tx.insert(teamMembers).values({ tenantId: account.tenantId, teamId, userId, level: "user" });
      }
    }
    for (const loc of DEMO_LOCATIONS) {
      const account = byKey[loc.account];
      const locationId = uuidv7();
      await tx
        .insert(locations)
        .values({ tenantId: account.tenantId, id: locationId, accountId: account.id!, ...loc.address });
      for (const [i, name] of loc.floors.entries()) {
        await tx
          .insert(floors)
          .values({ tenantId: account.tenantId, id: uuidv7(), locationId, name, position: i });
      }
      for (const [i, name] of loc.buildings.entries()) {
        await tx
          .insert(buildings)
          .values({ tenantId: account.tenantId, id: uuidv7(), locationId, name, position: i });
      }
    }
    // In the same transaction: a half-seeded catalogue would never be completed, as a restart skips the seed.
    await seedDemoCatalogue(tx, opts.platformAccountId);
    await seedDemoProjects(tx, opts.platformAccountId);
    await seedDemoContracts(tx, opts.platformAccountId);
    await seedDemoDocuments(tx, opts.platformAccountId);
  });
  await seedCategories(database);
}

/** The platform category tree; reference data that every fresh database gets, demo or not. */
export async function seedCategories(database: Database): Promise<void> {
  const existing = await database.query("select 1 from categories limit 1");
  if (existing.length > 0) return;
  await database.db.insert(categories).values(DEMO_CATEGORIES);
}

const DEMO_LOCATIONS = [
  {
    account: "adatum",
    address: {
      name: "Adatum HQ",
      address1: "1 Main Street",
      city: "Boston",
      state: "MA",
      zip: "02108",
      country: "US",
    },
    floors: ["Ground floor", "First floor"],
    buildings: ["Main building", "Warehouse"],
  },
  {
    account: "litware",
    address: {
      name: "Litware Office",
      address1: "200 Market St",
      city: "Philadelphia",
      state: "PA",
      zip: "19106",
      country: "US",
    },
    floors: ["Floor 1"],
    buildings: ["Office"],
  },
  {
    account: "northwind",
    address: {
      name: "Northwind Office",
      address1: "50 Harbor Way",
      city: "Providence",
      state: "RI",
      zip: "02903",
      country: "US",
    },
    floors: ["Floor 1", "Floor 2"],
    buildings: ["Head office"],
  },
  {
    account: "contoso",
    address: {
      name: "Contoso Office",
      address1: "9 Lake Road",
      city: "Chicago",
      state: "IL",
      zip: "60601",
      country: "US",
    },
    floors: ["Floor 1"],
    buildings: ["Office"],
  },
] as const;
