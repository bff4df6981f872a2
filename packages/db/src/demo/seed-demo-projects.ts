import { addDays, type TaxRateRow, type TermMonths, utcDay } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../connection.ts";
import {
  accounts,
  financeCharges,
  locations,
  projectBuildings,
  projectBundleProducts,
  projectEvents,
  projectLines,
  projectLocations,
  projects,
  projectVersions,
  taxRates,
  users,
} from "../schema/index.ts";
import type { ProductRow } from "./demo-catalogue-rows.ts";
import { DEMO_IDS } from "./demo-ids.ts";
import {
  type DemoCatalogueView,
  type DemoQuoteRows,
  demoQuoteRows,
  demoQuoteTotals,
  demoSnapshot,
} from "./demo-projects-rows.ts";
import { type DemoQuoteSpec, demoQuoteSpecs } from "./demo-projects-specs.ts";
import { demoCatalogue } from "./seed-demo-catalogue.ts";

/*
 * The demo quotes of issue #4 and a financial partner: Woodgrove Finance (its own tenant, like the
 * distributor) with its finance charges, and two Northwind quotes with fixed ids, priced through
 * priceProject like every quote the server stores. Runs inside the demo seed's transaction, after the
 * catalogue, whose tax rates it copies.
 */

/** Fixed ids of the rows beneath the demo quotes: group "a" of the demo ids, in seed order. */
const rowId = (n: number) => `0190a000-0000-7000-8000-0000000a${n.toString(16).padStart(4, "0")}`;

/** What Woodgrove charges to finance a deal, by term. */
const FINANCE_CHARGES = [
  [12, "5.9000"],
  [24, "6.4000"],
  [36, "6.9000"],
  [48, "7.4000"],
  [60, "7.9000"],
] as const;

function catalogueView(platformId: string): DemoCatalogueView {
  const c = demoCatalogue(platformId);
  const byId = new Map<string, ProductRow>();
  const byPart = new Map<string, ProductRow>();
  for (const p of c.products) {
    byId.set(p.id, p);
    const part = p.manufacturerPartNumber || p.partnerPartNumber || p.mspPartNumber;
    if (part && !byPart.has(part)) byPart.set(part, p);
  }
  return {
    product(ref) {
      const p = byId.get(ref) ?? byPart.get(ref);
      if (!p) throw new Error(`demo quotes: no catalogue product ${ref}`);
      return p;
    },
    bundle(id) {
      const b = c.bundles.find((x) => x.id === id);
      if (!b) throw new Error(`demo quotes: no catalogue bundle ${id}`);
      const items = c.bundleItems
        .filter((i) => i.bundleId === id)
        .sort((x, y) => (x.position ?? 0) - (y.position ?? 0))
        .map((i) => ({ productId: i.productId, quantity: Number(i.quantity ?? "1") }));
      return { name: b.name, categoryId: b.categoryId ?? null, items };
    },
  };
}

async function seedWoodgrove(tx: Db, platformId: string): Promise<void> {
  const id = DEMO_IDS.woodgrove;
  await tx.insert(accounts).values({
    tenantId: id,
    id,
    parentId: platformId,
    accountName: "Woodgrove Finance",
    companyType: "financial",
    isFinancial: true,
  });
  await tx.insert(financeCharges).values(
    FINANCE_CHARGES.map(([termMonths, ratePercent], i) => ({
      tenantId: id,
      id: rowId(0x0e01 + i),
      partnerId: id,
      name: `Woodgrove equipment lease, ${termMonths} months`,
      termMonths,
      ratePercent,
      minAmount: "5000.0000",
      maxAmount: "500000.0000",
    })),
  );
}

async function insertRows(tx: Db, rows: DemoQuoteRows): Promise<void> {
  if (rows.locations.length) await tx.insert(projectLocations).values(rows.locations);
  if (rows.buildings.length) await tx.insert(projectBuildings).values(rows.buildings);
  if (rows.bundleProducts.length) await tx.insert(projectBundleProducts).values(rows.bundleProducts);
  if (rows.lines.length) await tx.insert(projectLines).values(rows.lines);
}

export async function seedDemoProjects(tx: Db, platformId: string): Promise<void> {
  await seedWoodgrove(tx, platformId);
  const tenantId = DEMO_IDS.northwind;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.email, ["sales@msp.demo", "engineer@msp.demo"])));
  const userId = (email: string) => people.find((u) => u.email === email)?.id ?? null;
  const sales = userId("sales@msp.demo");
  const addresses = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  const addressIds = new Map(addresses.map((a) => [a.name, a.id]));
  const rates: TaxRateRow[] = await tx
    .select({
      country: taxRates.country,
      region: taxRates.region,
      locality: taxRates.locality,
      ratePercent: taxRates.ratePercent,
    })
    .from(taxRates);
  const catalogue = catalogueView(platformId);

  let counter = 0x0100;
  let events = 0x0f00;
  const event = (spec: DemoQuoteSpec, type: string, data: Record<string, unknown>) =>
    tx.insert(projectEvents).values({
      tenantId,
      id: rowId(events++),
      projectId: spec.id,
      actorUserId: sales,
      type,
      data,
    });
  for (const spec of demoQuoteSpecs(userId("engineer@msp.demo") ?? "")) {
    const start = counter;
    const keys = { tenantId, projectId: spec.id, nextId: () => rowId(counter++), addressIds };
    const rows = demoQuoteRows(keys, spec.sites, catalogue);
    const term = spec.termMonths as TermMonths;
    await tx.insert(projects).values({
      tenantId,
      id: spec.id,
      accountId: spec.accountId,
      quoteNumber: spec.quoteNumber,
      dealName: spec.dealName,
      stage: spec.stage,
      termMonths: term,
      quoteDate: utcDay(),
      validUntil: addDays(utcDay(), spec.validDays),
      paymentTerms: spec.paymentTerms,
      financialPartnerId: spec.financialPartnerId ?? null,
      sharedAt: spec.shared ? new Date() : null,
      sharedBy: spec.shared ? sales : null,
      ownerUserId: sales,
      createdBy: sales,
      taxRates: rates as unknown as Record<string, unknown>[],
      taxRatesAt: new Date(),
      totals: demoQuoteTotals(rows, term, rates),
      lineCount: rows.lines.length,
    });
    await insertRows(tx, rows);
    await event(spec, "created", { dealName: spec.dealName });
    if (spec.firstDraft) {
      // The same row ids again, so comparing the draft with the quote matches its lines.
      let again = start;
      const draft = demoQuoteRows({ ...keys, nextId: () => rowId(again++) }, spec.sites, catalogue, true);
      await tx.insert(projectVersions).values({
        tenantId,
        id: spec.firstDraft.id,
        projectId: spec.id,
        number: 1,
        name: spec.firstDraft.name,
        snapshot: demoSnapshot(draft, term, rates),
        totals: demoQuoteTotals(draft, term, rates),
        createdBy: sales,
      });
      await event(spec, "version_saved", {
        versionId: spec.firstDraft.id,
        number: 1,
        name: spec.firstDraft.name,
      });
    }
    if (spec.stage !== "build") await event(spec, "stage_changed", { from: "build", to: spec.stage });
    if (spec.shared) await event(spec, "shared", {});
  }
}
