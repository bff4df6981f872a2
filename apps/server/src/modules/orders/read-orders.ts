import {
  accounts,
  orderLines,
  orders,
  projectBuildings,
  projectLocations,
  projects,
  suborders,
} from "@q2c/db";
import type { Page, TListOrdersQuery, TOrder, TOrderListItem } from "@q2c/domain";
import { AppError, type OrderStatus } from "@q2c/domain";
import { and, eq, exists, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type OrderRow, orderHead, ordersVisibleTo, orderView } from "./order-view.ts";

/** An order the caller sees; any other answers 404. */
export async function findOrder(deps: Deps, principal: Principal, id: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ordersVisibleTo(principal)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** GET /orders/{id}: the order with its suborders and lines; `getMainAccounts` adds the MSP and partner. */
export async function getOrder(
  deps: Deps,
  principal: Principal,
  id: string,
  query: { getMainAccounts?: "true" | "false" | undefined },
): Promise<TOrder> {
  const order = await findOrder(deps, principal, id);
  return orderView(deps.db, order, { withCost: true, mainAccounts: query.getMainAccounts === "true" });
}

const listColumns = {
  order: orders,
  dealName: projects.dealName,
  accountName: accounts.accountName,
  suborderCount: sql<number>`(select count(*)::int from ${suborders} where ${suborders.tenantId} = ${orders.tenantId} and ${suborders.orderId} = ${orders.id})`,
};

/**
 * GET /orders: the orders the caller sees, newest first (keyset on the time-ordered id), by status, by
 * customer, by a building they deliver to, or by a site (the customer's service address the quote's site is).
 */
export async function listOrders(
  deps: Deps,
  principal: Principal,
  query: TListOrdersQuery,
): Promise<Page<TOrderListItem>> {
  const conditions = [
    ordersVisibleTo(principal),
    query.status ? eq(orders.status, query.status) : undefined,
    query.customerId ? eq(orders.accountId, query.customerId) : undefined,
    query.buildingId
      ? exists(
          deps.db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(
              and(
                eq(orderLines.tenantId, orders.tenantId),
                eq(orderLines.orderId, orders.id),
                eq(orderLines.buildingId, query.buildingId),
              ),
            ),
        )
      : undefined,
    query.locationId
      ? exists(
          deps.db
            .select({ one: sql`1` })
            .from(orderLines)
            .innerJoin(
              projectBuildings,
              and(
                eq(projectBuildings.tenantId, orderLines.tenantId),
                eq(projectBuildings.id, orderLines.buildingId),
              ),
            )
            .innerJoin(
              projectLocations,
              and(
                eq(projectLocations.tenantId, projectBuildings.tenantId),
                eq(projectLocations.id, projectBuildings.projectLocationId),
              ),
            )
            .where(
              and(
                eq(orderLines.tenantId, orders.tenantId),
                eq(orderLines.orderId, orders.id),
                eq(projectLocations.locationId, query.locationId),
              ),
            ),
        )
      : undefined,
  ];
  const page = await keysetPage(
    query,
    orders.id,
    ({ where, orderBy, limit }) =>
      deps.db
        .select(listColumns)
        .from(orders)
        .innerJoin(projects, and(eq(projects.tenantId, orders.tenantId), eq(projects.id, orders.projectId)))
        .innerJoin(accounts, and(eq(accounts.tenantId, orders.tenantId), eq(accounts.id, orders.accountId)))
        .where(and(...conditions, where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  return {
    hasMore: page.hasMore,
    data: page.data.map((r) => ({
      ...orderHead(r.order, r.dealName, r.accountName),
      suborderCount: Number(r.suborderCount),
    })),
  };
}

/** GET /projects/{id}/orders: the quote's order (one at most), by status when asked. */
export async function listProjectOrders(
  deps: Deps,
  principal: Principal,
  projectId: string,
  status: OrderStatus | undefined,
): Promise<TOrder[]> {
  const project = await findProjectInScope(deps.db, principal, projectId);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, project.tenantId),
        eq(orders.projectId, project.id),
        ordersVisibleTo(principal),
        status ? eq(orders.status, status) : undefined,
      ),
    );
  return Promise.all(rows.map((o) => orderView(deps.db, o, { withCost: true })));
}
