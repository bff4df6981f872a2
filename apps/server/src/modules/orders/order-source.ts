import { accounts, type Db, locations, products, type ShipToJson } from "@q2c/db";
import { countryCode, type SplitLine } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type AddressJson as Address, textOf as text } from "../../lib/address-json.ts";
import { type LineRow, loadAggregate } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

/**
 * What an order is made of, read from an accepted quote (issue #18 §1): its chosen lines with their
 * building, bundle product and catalogue kind, each building's ship-to address (its site's service address
 * of the customer), the customer's own shipping address, and the buildings' tasks.
 */

export interface SourceLine extends SplitLine {
  line: LineRow;
  bundleProductId: string;
  acceptEquipment: boolean;
  distributorPartNumber: string;
  position: number;
}

export interface SourceBuilding {
  id: string;
  name: string;
  siteName: string;
  shipTo: ShipToJson;
  tasks: {
    bundleProductId: string;
    items: string[];
    users: string[];
    start: string | null;
    target: string | null;
    completion: string | null;
  }[];
}

export interface OrderSource {
  lines: SourceLine[];
  buildings: Map<string, SourceBuilding>;
  customerShipTo: ShipToJson | null;
}

function shipTo(companyName: string, a: Address): ShipToJson {
  return {
    companyName,
    contact: "",
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    state: text(a.state),
    postalCode: text(a.zip),
    // The distributor takes a two-letter code; an address may hold a name ("United States") or nothing.
    countryCode: countryCode(text(a.country)) || text(a.country),
    email: "",
  };
}

interface TaskJson {
  items?: unknown;
  users?: unknown;
  start?: unknown;
  targetCompletion?: unknown;
  completion?: unknown;
}
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
const dayOrNull = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export async function loadOrderSource(db: Db, project: ProjectRow): Promise<OrderSource> {
  const agg = await loadAggregate(db, project);
  const [customer] = await db
    .select({ name: accounts.accountName, details: accounts.companyDetails })
    .from(accounts)
    .where(and(eq(accounts.tenantId, project.tenantId), eq(accounts.id, project.accountId)));
  const customerName = customer?.name ?? "";
  const siteLocationIds = agg.locations.flatMap((l) => (l.locationId ? [l.locationId] : []));
  const lineProductIds = [
    ...new Set(
      agg.locations.flatMap((l) =>
        l.buildings.flatMap((b) =>
          b.bundleProducts.flatMap((bp) => bp.lines.flatMap((x) => (x.productId ? [x.productId] : []))),
        ),
      ),
    ),
  ];
  const [siteRows, productRows] = await Promise.all([
    siteLocationIds.length === 0
      ? []
      : db
          .select()
          .from(locations)
          .where(and(eq(locations.tenantId, project.tenantId), inArray(locations.id, siteLocationIds))),
    lineProductIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            kind: products.kind,
            distributorId: products.distributorId,
            dpn: products.distributorPartNumber,
          })
          .from(products)
          .where(inArray(products.id, lineProductIds)),
  ]);
  const sites = new Map(siteRows.map((r) => [r.id, r]));
  const productById = new Map(productRows.map((p) => [p.id, p]));

  const lines: SourceLine[] = [];
  const buildings = new Map<string, SourceBuilding>();
  let position = 0;
  for (const site of agg.locations) {
    const address: Address = (site.locationId && sites.get(site.locationId)) || {
      city: site.locality,
      state: site.region,
      country: site.country,
    };
    for (const building of site.buildings) {
      const tasks: SourceBuilding["tasks"] = [];
      for (const bp of building.bundleProducts) {
        const t = bp.tasks as TaskJson;
        const items = strings(t.items);
        if (items.length > 0) {
          tasks.push({
            bundleProductId: bp.id,
            items,
            users: strings(t.users),
            start: dayOrNull(t.start),
            target: dayOrNull(t.targetCompletion),
            completion: dayOrNull(t.completion),
          });
        }
        for (const line of bp.lines) {
          if (!line.chosen) continue;
          const product = line.productId ? productById.get(line.productId) : undefined;
          lines.push({
            id: line.id,
            line,
            buildingId: building.id,
            bundleProductId: bp.id,
            productKind: product?.kind ?? null,
            pricingModel: line.pricingModel,
            partNumber: line.partNumber,
            distributorId: bp.distributorId ?? product?.distributorId ?? null,
            distributorPartNumber: bp.ingramPartNumber || product?.dpn || line.partNumber,
            acceptEquipment: bp.acceptEquipment,
            position: position++,
          });
        }
      }
      buildings.set(building.id, {
        id: building.id,
        name: building.name,
        siteName: site.name,
        shipTo: shipTo(customerName, address),
        tasks,
      });
    }
  }
  const hq = (customer?.details.hqAddress ?? {}) as Address;
  const customerShipTo = hq.address1 || hq.city ? shipTo(customerName, hq) : null;
  return { lines, buildings, customerShipTo };
}
