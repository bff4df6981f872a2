import {
  accounts,
  orderLines,
  orders,
  projectBuildings,
  projectLocations,
  projects,
  suborders,
} from "@q2c/db";
import {
  PROCURE_MAX_SUBORDERS,
  type TProcureGroup,
  type TProcureQuery,
  type TProcureResponse,
  type TProcureSuborder,
} from "@q2c/domain";
import { and, asc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ordersVisibleTo } from "../orders/order-view.ts";
import { isDigitalDistributor } from "../partner-prices/partner-accounts.ts";
import { availabilityOf, NOT_ASKED } from "./procure-availability.ts";

/** Orders that take no more sends (docs/orders.md "Routes": an ended order takes no sends). */
const ENDED_ORDER_STATUSES = ["completed", "declined", "cancelled"];

type SuborderRow = typeof suborders.$inferSelect;

const costOf = (lines: readonly { cost: string | null; quantity: string }[]): string =>
  lines.reduce((sum, l) => sum + (l.cost === null ? 0 : Number(l.cost) * Number(l.quantity)), 0).toFixed(2);

/**
 * GET /procure (issue #18 §1): what must still be bought across the caller's orders: the draft suborders of
 * open orders, oldest order first, grouped by distributor (those with none last, "procure manually"), each
 * with its order, customer, site and building, lines, quantities and costs, and the distributor's current
 * price and availability of the group's part numbers. A distributor that fails leaves its group's
 * availability unknown with its reason; the list still answers.
 */
export async function listProcurement(
  deps: Deps,
  principal: Principal,
  query: TProcureQuery,
  log: FastifyBaseLogger,
): Promise<TProcureResponse> {
  const rows = await deps.db
    .select({
      suborder: suborders,
      orderNumber: orders.orderNumber,
      accountId: orders.accountId,
      dealName: projects.dealName,
      accountName: accounts.accountName,
    })
    .from(suborders)
    .innerJoin(orders, and(eq(orders.tenantId, suborders.tenantId), eq(orders.id, suborders.orderId)))
    .innerJoin(projects, and(eq(projects.tenantId, orders.tenantId), eq(projects.id, orders.projectId)))
    .innerJoin(accounts, and(eq(accounts.tenantId, orders.tenantId), eq(accounts.id, orders.accountId)))
    .where(
      and(
        ordersVisibleTo(principal),
        eq(suborders.status, "draft"),
        notInArray(orders.status, ENDED_ORDER_STATUSES),
        query.distributorId === "manual"
          ? isNull(suborders.distributorId)
          : query.distributorId
            ? eq(suborders.distributorId, query.distributorId)
            : undefined,
      ),
    )
    .orderBy(asc(orders.orderNumber), asc(suborders.createdAt), asc(suborders.id))
    .limit(PROCURE_MAX_SUBORDERS + 1);
  const truncated = rows.length > PROCURE_MAX_SUBORDERS;
  const taken = rows.slice(0, PROCURE_MAX_SUBORDERS);
  if (taken.length === 0) return { groups: [], truncated: false };

  const subIds = taken.map((r) => r.suborder.id);
  const buildingIds = [...new Set(taken.map((r) => r.suborder.buildingId))];
  const distributorIds = [
    ...new Set(taken.flatMap((r) => (r.suborder.distributorId ? [r.suborder.distributorId] : []))),
  ];
  const [lines, buildings, distributors] = await Promise.all([
    deps.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.suborderId, subIds))
      .orderBy(asc(orderLines.lineNumber)),
    deps.db
      .select({ id: projectBuildings.id, name: projectBuildings.name, siteName: projectLocations.name })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(inArray(projectBuildings.id, buildingIds)),
    distributorIds.length === 0
      ? []
      : deps.db
          .select({ id: accounts.id, name: accounts.accountName, details: accounts.companyDetails })
          .from(accounts)
          .where(inArray(accounts.id, distributorIds)),
  ]);
  const buildingById = new Map(buildings.map((b) => [b.id, b]));
  const distributorById = new Map(distributors.map((d) => [d.id, d]));

  const view = (r: (typeof taken)[number]): TProcureSuborder => {
    const s: SuborderRow = r.suborder;
    const mine = lines
      .filter((l) => l.tenantId === s.tenantId && l.suborderId === s.id)
      .map((l) => ({
        id: l.id,
        lineNumber: l.lineNumber,
        name: l.name,
        partNumber: l.partNumber,
        distributorPartNumber: l.distributorPartNumber,
        quantity: l.quantity,
        cost: l.cost,
      }));
    return {
      id: s.id,
      version: s.version,
      orderId: s.orderId,
      orderNumber: r.orderNumber,
      dealName: r.dealName,
      accountId: r.accountId,
      accountName: r.accountName,
      siteName: buildingById.get(s.buildingId)?.siteName ?? "",
      buildingName: buildingById.get(s.buildingId)?.name ?? "",
      shipTo: s.shipTo,
      isCustomerShippingAddress: s.isCustomerShippingAddress,
      lastError: s.lastError,
      lines: mine,
      costTotal: costOf(mine),
    };
  };

  const groups = new Map<string, Omit<TProcureGroup, "availability">>();
  for (const r of taken) {
    const key = r.suborder.distributorId ?? "manual";
    let group = groups.get(key);
    if (!group) {
      const account = r.suborder.distributorId ? distributorById.get(r.suborder.distributorId) : undefined;
      group = {
        distributorId: r.suborder.distributorId,
        distributorName: account?.name ?? "",
        channel:
          account && isDigitalDistributor(account.details as Record<string, unknown> | null)
            ? "distributor"
            : "manual",
        suborders: [],
        costTotal: "0.00",
      };
      groups.set(key, group);
    }
    group.suborders.push(view(r));
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(a.distributorId === null) - Number(b.distributorId === null) ||
      a.distributorName.localeCompare(b.distributorName),
  );
  const answered = await Promise.all(
    ordered.map(async (g) => {
      const parts = g.suborders.flatMap((s) => s.lines.map((l) => l.distributorPartNumber));
      const availability =
        g.channel === "distributor" ? await availabilityOf(deps.distributors.active, parts, log) : NOT_ASKED;
      return {
        ...g,
        costTotal: costOf(g.suborders.flatMap((s) => s.lines)),
        availability,
      };
    }),
  );
  return { groups: answered, truncated };
}
