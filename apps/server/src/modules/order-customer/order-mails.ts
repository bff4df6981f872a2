import {
  type Db,
  orderLines,
  orderMails,
  orders,
  projectBuildings,
  projectLocations,
  projects,
  provisioningLoads,
  shipments,
  suborders,
  users,
  uuidv7,
} from "@q2c/db";
import { siteEquipmentShipped } from "@q2c/domain";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Mail } from "../../integrations/mail/mailer.ts";
import { providerNameOf } from "./customer-order-view.ts";

/** The two things a customer is told by mail about a site (a building) of its order. */
export type OrderMailKind = "site_shipped" | "site_completed";

/** A delivery in progress holds its mail this long; one that dies lets the sweep take it again after. */
export const ORDER_MAIL_CLAIM_MS = 5 * 60_000;
const NO_RECIPIENT = "The quote has no customer contact and the customer has no active administrator.";

type OrderRef = { tenantId: string; id: string };

/**
 * Inside the transaction of a change: queues the mail of one event unless it was queued before (the unique
 * key on order, kind and building: never twice for the same event). The mail itself is written and handed
 * to the mailer after the transaction commits ({@link deliverOrderMails}).
 */
async function queueOrderMail(tx: Db, order: OrderRef, kind: OrderMailKind, buildingId: string) {
  await tx
    .insert(orderMails)
    .values({ tenantId: order.tenantId, id: uuidv7(), orderId: order.id, kind, buildingId })
    .onConflictDoNothing();
}

/**
 * The hook for completing a site (a provisioning load's completedAt set): call it in the transaction that
 * sets completedAt; the customer contact is mailed once that commits. Calling it again does nothing.
 */
export async function mailSiteCompleted(
  tx: Db,
  load: { tenantId: string; orderId: string; buildingId: string },
): Promise<void> {
  await queueOrderMail(tx, { tenantId: load.tenantId, id: load.orderId }, "site_completed", load.buildingId);
}

/**
 * Run by refreshOrderStatus in every transaction that changes an order's suborders, lines or buildings, after
 * those changes and under the order's lock: queues "site shipped" for each building whose equipment has all
 * shipped (every coming line has a shipped date, domain §4) and "site completed" for each complete building.
 * Events queued before are not queued again. Nothing for an order that was declined or cancelled.
 */
export async function queueSiteMails(tx: Db, order: OrderRef & { status: string }): Promise<void> {
  if (order.status === "declined" || order.status === "cancelled") return;
  const [bought, done] = await Promise.all([
    tx
      .select({
        buildingId: orderLines.buildingId,
        status: orderLines.status,
        shippedAt: orderLines.shippedAt,
        deliveredAt: orderLines.deliveredAt,
      })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.tenantId, order.tenantId),
          eq(orderLines.orderId, order.id),
          isNotNull(orderLines.suborderId),
        ),
      ),
    tx
      .select({ buildingId: provisioningLoads.buildingId })
      .from(provisioningLoads)
      .where(
        and(
          eq(provisioningLoads.tenantId, order.tenantId),
          eq(provisioningLoads.orderId, order.id),
          isNotNull(provisioningLoads.completedAt),
        ),
      ),
  ]);
  const buildings = new Set(bought.map((l) => l.buildingId));
  for (const buildingId of buildings) {
    if (siteEquipmentShipped(bought.filter((l) => l.buildingId === buildingId)))
      await queueOrderMail(tx, order, "site_shipped", buildingId);
  }
  for (const load of done) await queueOrderMail(tx, order, "site_completed", load.buildingId);
}

/** Who hears about the order: the quote's customer contact, else the customer's first active administrator. */
async function recipientOf(db: Db, tenantId: string, accountId: string, contactUserId: string | null) {
  if (contactUserId) {
    const [contact] = await db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.id, contactUserId),
          eq(users.accountId, accountId),
          eq(users.active, true),
        ),
      );
    if (contact) return contact.email;
  }
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.accountId, accountId),
        eq(users.active, true),
        inArray(users.role, ["owner", "administrator"]),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return admin?.email ?? null;
}

type MailRow = typeof orderMails.$inferSelect;

/** The mail of one event, in the customer's words: the site, what shipped with its tracking, the links. */
async function composeMail(deps: Deps, row: MailRow): Promise<{ mail: Mail | null; reason: string }> {
  const db = deps.db;
  const [head] = await db
    .select({ order: orders, dealName: projects.dealName, contactUserId: projects.contactUserId })
    .from(orders)
    .innerJoin(projects, and(eq(projects.tenantId, orders.tenantId), eq(projects.id, orders.projectId)))
    .where(and(eq(orders.tenantId, row.tenantId), eq(orders.id, row.orderId)));
  if (!head) return { mail: null, reason: "The order is gone." };
  const to = await recipientOf(db, row.tenantId, head.order.accountId, head.contactUserId);
  if (!to) return { mail: null, reason: NO_RECIPIENT };
  const [[place], provider] = await Promise.all([
    db
      .select({ buildingName: projectBuildings.name, siteName: projectLocations.name })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(and(eq(projectBuildings.tenantId, row.tenantId), eq(projectBuildings.id, row.buildingId))),
    providerNameOf(db, row.tenantId),
  ]);
  const where = place ? `${place.siteName} · ${place.buildingName}` : "your site";
  const number = head.order.orderNumber;
  const base = deps.config.publicUrl.replace(/\/$/, "");
  const orderUrl = `${base}/orders/${row.orderId}/view`;
  const from = provider || "Your provider";
  if (row.kind === "site_completed") {
    return {
      reason: "",
      mail: {
        to,
        subject: `Order ${number}: ${where} is complete`,
        text: [
          `${from} has completed the installation at ${where} for "${head.dealName}" (order ${number}).`,
          "",
          `See the order per site: ${orderUrl}`,
        ].join("\n"),
      },
    };
  }
  const packages = await db
    .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .innerJoin(
      suborders,
      and(eq(suborders.tenantId, shipments.tenantId), eq(suborders.id, shipments.suborderId)),
    )
    .where(
      and(
        eq(shipments.tenantId, row.tenantId),
        eq(shipments.orderId, row.orderId),
        eq(suborders.buildingId, row.buildingId),
      ),
    )
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  const tracking = packages
    .filter((p) => p.trackingNumber !== "")
    .map(
      (p) =>
        `- ${p.carrier || "Carrier"} ${p.trackingNumber}: ${base}/orders/${row.orderId}/track-customer/${encodeURIComponent(p.trackingNumber)}`,
    );
  return {
    reason: "",
    mail: {
      to,
      subject: `Order ${number}: the equipment for ${where} has shipped`,
      text: [
        `The equipment ${from} ordered for ${where} ("${head.dealName}", order ${number}) has shipped.`,
        ...(tracking.length > 0 ? ["", "Tracking:", ...tracking] : []),
        "",
        `See the order per site: ${orderUrl}`,
      ].join("\n"),
    },
  };
}

/**
 * After the transaction that queued them has committed: hands the order's waiting mails (or, without an
 * order, the tenant's) to the mailer (its outbox and send-mail job). Each mail is first claimed (an update
 * only one deliverer wins), then sent, then marked sent; a mailer failure releases it for the sweep. One
 * that has no one to go to is marked with why. Answers how many were handed over.
 */
export async function deliverOrderMails(
  deps: Deps,
  tenantId: string,
  orderId?: string,
  log?: Pick<FastifyBaseLogger, "warn" | "error">,
): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(orderMails)
    .set({ claimedUntil: new Date(now.getTime() + ORDER_MAIL_CLAIM_MS) })
    .where(
      and(
        eq(orderMails.tenantId, tenantId),
        orderId ? eq(orderMails.orderId, orderId) : undefined,
        isNull(orderMails.sentAt),
        or(isNull(orderMails.claimedUntil), lt(orderMails.claimedUntil, now)),
      ),
    )
    .returning();
  let sent = 0;
  for (const row of claimed) {
    const key = and(eq(orderMails.tenantId, row.tenantId), eq(orderMails.id, row.id));
    try {
      const { mail, reason } = await composeMail(deps, row);
      if (mail) await deps.mailer.send(mail);
      await deps.db
        .update(orderMails)
        .set({ sentAt: deps.clock.now(), recipient: mail?.to ?? "", skippedReason: reason })
        .where(key);
      if (mail) sent++;
      else log?.warn({ orderId: row.orderId, kind: row.kind, reason }, "order mail not sent");
    } catch (err) {
      log?.error({ err, orderId: row.orderId, kind: row.kind }, "an order mail could not be handed over");
      await deps.db.update(orderMails).set({ claimedUntil: null }).where(key);
    }
  }
  return sent;
}
