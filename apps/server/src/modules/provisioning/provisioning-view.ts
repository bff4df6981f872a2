import { accounts, type Db, projectBundleProducts, projects, users } from "@q2c/db";
import {
  AppError,
  isLiveEquipment,
  type OrderStatus,
  type TProvisioningLoad,
  type TProvisioningLoadItem,
} from "@q2c/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { findOrder } from "../orders/read-orders.ts";
import { type LoadFacts, lineFacts, readLoadFacts } from "./load-facts.ts";

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const day = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

const itemOf = (f: LoadFacts): TProvisioningLoadItem => ({
  id: f.load.id,
  orderId: f.load.orderId,
  buildingId: f.load.buildingId,
  buildingName: f.load.buildingName,
  siteName: f.load.siteName,
  completedAt: iso(f.load.completedAt),
  progress: f.progress,
  version: f.load.version,
});

/** GET /orders/{id}/provisioning: the order's buildings, each with how far its work is. */
export async function listLoads(
  deps: Deps,
  principal: Principal,
  orderId: string,
): Promise<TProvisioningLoadItem[]> {
  const order = await findOrder(deps, principal, orderId);
  return (await readLoadFacts(deps.db, order.tenantId, order.id)).map(itemOf);
}

/** GET /orders/{id}/provisioning/{loadId}: one building's tasks, equipment and people; another's is 404. */
export async function getLoad(
  deps: Deps,
  principal: Principal,
  orderId: string,
  loadId: string,
): Promise<TProvisioningLoad> {
  const order = await findOrder(deps, principal, orderId);
  return loadView(deps.db, order, loadId);
}

/** One load as its page reads it (also every write's answer), read on `db` (a transaction's too). */
export async function loadView(db: Db, order: OrderRow, loadId: string): Promise<TProvisioningLoad> {
  const [facts] = await readLoadFacts(db, order.tenantId, order.id, loadId);
  if (!facts) throw new AppError("not_found");
  const bundleIds = [...new Set(facts.tasks.flatMap((t) => (t.bundleProductId ? [t.bundleProductId] : [])))];
  const named = new Set([
    ...facts.tasks.flatMap((t) => [...t.users, ...(t.completedBy ? [t.completedBy] : [])]),
    ...facts.lines.flatMap((l) => (l.acceptedBy ? [l.acceptedBy] : [])),
  ]);
  const [[head], bundles, people] = await Promise.all([
    db
      .select({ dealName: projects.dealName, accountName: accounts.accountName })
      .from(projects)
      .innerJoin(accounts, and(eq(accounts.tenantId, order.tenantId), eq(accounts.id, order.accountId)))
      .where(and(eq(projects.tenantId, order.tenantId), eq(projects.id, order.projectId))),
    bundleIds.length === 0
      ? []
      : db
          .select({ id: projectBundleProducts.id, name: projectBundleProducts.name })
          .from(projectBundleProducts)
          .where(
            and(
              eq(projectBundleProducts.tenantId, order.tenantId),
              inArray(projectBundleProducts.id, bundleIds),
            ),
          ),
    workersOf(db, order.tenantId, [...named]),
  ]);
  const bundleName = new Map(bundles.map((b) => [b.id, b.name]));
  return {
    ...itemOf(facts),
    orderNumber: order.orderNumber,
    orderStatus: order.status as OrderStatus,
    dealName: head?.dealName ?? "",
    accountName: head?.accountName ?? "",
    tasks: facts.tasks.map((t) => ({
      id: t.id,
      bundleProductId: t.bundleProductId,
      bundleProductName: (t.bundleProductId && bundleName.get(t.bundleProductId)) || "",
      items: t.items,
      users: t.users,
      start: day(t.start),
      targetCompletion: day(t.targetCompletion),
      completion: day(t.completion),
      completedBy: t.completedBy,
      version: t.version,
    })),
    lines: facts.lines.map((l) => ({
      id: l.id,
      suborderId: l.suborderId as string,
      lineNumber: l.lineNumber,
      name: l.name,
      partNumber: l.partNumber,
      quantity: l.quantity,
      status: l.status,
      live: isLiveEquipment(lineFacts(l)),
      shippedAt: iso(l.shippedAt),
      deliveredAt: iso(l.deliveredAt),
      serialNumbers: l.serialNumbers,
      acceptEquipment: l.acceptEquipment,
      acceptedAt: iso(l.acceptedAt),
      acceptedBy: l.acceptedBy,
    })),
    people,
  };
}

/**
 * Who may work a building: the provider's active users (the order's tenant's own account), and anyone
 * already named on it (a user since deactivated stays named, not assignable).
 */
export async function workersOf(db: Db, tenantId: string, named: readonly string[]) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      active: users.active,
      accountId: users.accountId,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(
          and(eq(users.accountId, tenantId), eq(users.active, true)),
          named.length > 0 ? inArray(users.id, [...named]) : undefined,
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim() || u.email,
    email: u.email,
    role: u.role,
    assignable: u.active && u.accountId === tenantId,
  }));
}
