import { DEMO_IDS } from "@q2c/db";
import type { TOrder } from "@q2c/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { depsForTenant } from "../../lib/request-deps.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { refreshOrderStatus } from "../orders/order-status.ts";
import { orderedDemoOrder, shipPackage } from "./customer-order-test-helpers.ts";
import { deliverOrderMails, mailSiteCompleted } from "./order-mails.ts";
import { deliverWaitingOrderMails } from "./order-mails-sweep.ts";

// Issue #18 §3, mails to the customer contact (docs/orders.md "Mails"): when a site's equipment has all
// shipped and when a site is completed, queued in the transaction of the change (order_mails), handed to
// the mailer's outbox after it commits, never twice for the same event (PGlite and PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0" });
const token = tokensFor(() => s);
const TENANT = DEMO_IDS.northwind;
let order: TOrder;

const mailsOf = (kind: string) =>
  s.sql<{ building_id: string; recipient: string; sent_at: Date | null; claimed_until: Date | null }>(
    "select building_id, recipient, sent_at, claimed_until from order_mails where order_id = $1 and kind = $2",
    [order.id, kind],
  );
const outbox = (like: string) =>
  s.sql<{ to: string; subject: string; text: string }>(
    `select "to", subject, text from mail_outbox where subject like $1 order by id`,
    [like],
  );
const buildingId = (name: string) => {
  const sub = order.suborders.find((x) => x.buildingName === name);
  if (!sub) throw new Error(name);
  return sub.buildingId;
};
const tenantDeps = () => depsForTenant(s.deps, TENANT);

beforeAll(async () => {
  order = await orderedDemoOrder(s, token);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("the mail when a site's equipment ships", () => {
  it("waits while part of the building's equipment is still to ship", async () => {
    await shipPackage(s, token, order.id, "Main building", "1Z-M-1", (n) => n <= 2);
    expect(await mailsOf("site_shipped")).toEqual([]);
    expect(await outbox("Order %: the equipment for %")).toEqual([]);
  });

  it("goes once to the customer's contact when the last of it ships, with its tracking links", async () => {
    await shipPackage(s, token, order.id, "Main building", "1Z-M-2", (n) => n > 2);
    const rows = await mailsOf("site_shipped");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      building_id: buildingId("Main building"),
      recipient: "user@customer.demo",
    });
    expect(rows[0]?.sent_at).not.toBeNull();
    const sent = await outbox("Order %: the equipment for %");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("user@customer.demo");
    expect(sent[0]?.subject).toContain("Main building has shipped");
    expect(sent[0]?.text).toContain(`/orders/${order.id}/track-customer/1Z-M-1`);
    expect(sent[0]?.text).toContain(`/orders/${order.id}/track-customer/1Z-M-2`);
    expect(sent[0]?.text).not.toMatch(/cost|margin/i);
  });

  it("is not sent again when the same package is recorded again or another change refreshes the order", async () => {
    await shipPackage(s, token, order.id, "Main building", "1Z-M-2", (n) => n > 2, {
      shippedDate: "2026-03-03T10:00:00.000Z",
      deliveredDate: "2026-03-04T10:00:00.000Z",
    });
    expect(await mailsOf("site_shipped")).toHaveLength(1);
    expect(await outbox("Order %: the equipment for %")).toHaveLength(1);
  });
});

describe("the mail when a site is completed", () => {
  it("mailSiteCompleted queues it in the caller's transaction and it goes once, however often it is called", async () => {
    const lab = buildingId("Lab");
    const load = { tenantId: TENANT, orderId: order.id, buildingId: lab };
    await s.deps.database.db.transaction(async (tx) => {
      await mailSiteCompleted(tx, load);
      await mailSiteCompleted(tx, load);
    });
    await Promise.all([
      s.deps.database.db.transaction((tx) => mailSiteCompleted(tx, load)),
      s.deps.database.db.transaction((tx) => mailSiteCompleted(tx, load)),
    ]);
    expect(await mailsOf("site_completed")).toHaveLength(1);
    const [first, second] = await Promise.all([
      deliverOrderMails(tenantDeps(), TENANT, order.id),
      deliverOrderMails(tenantDeps(), TENANT, order.id),
    ]);
    expect(first + second).toBe(1);
    const sent = await outbox("Order %: % is complete");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("Lab");
    expect(await deliverOrderMails(tenantDeps(), TENANT, order.id)).toBe(0);
  });

  it("is not queued by a transaction that rolls back", async () => {
    const warehouse = buildingId("Warehouse");
    await expect(
      s.deps.database.db.transaction(async (tx) => {
        await mailSiteCompleted(tx, { tenantId: TENANT, orderId: order.id, buildingId: warehouse });
        throw new Error("the completion failed");
      }),
    ).rejects.toThrow("the completion failed");
    expect((await mailsOf("site_completed")).map((r) => r.building_id)).not.toContain(warehouse);
  });

  it("is queued by the order's status refresh when a building's load is complete, and the sweep hands it over", async () => {
    const warehouse = buildingId("Warehouse");
    // The Warehouse's work done: its tasks complete, its equipment delivered and accepted (the refresh's
    // settleBuildings completes the load from these facts).
    await s.sql(
      `update provisioning_tasks set completion = now() where load_id in
         (select id from provisioning_loads where order_id = $1 and building_id = $2)`,
      [order.id, warehouse],
    );
    await s.sql(
      `update order_lines set shipped_at = coalesce(shipped_at, now()), delivered_at = now(), accepted_at = now()
       where order_id = $1 and building_id = $2`,
      [order.id, warehouse],
    );
    await s.deps.database.db.transaction((tx) =>
      refreshOrderStatus(tx, { tenantId: TENANT, id: order.id }, { now: new Date() }),
    );
    const queued = (await mailsOf("site_completed")).find((r) => r.building_id === warehouse);
    expect(queued?.sent_at).toBeNull();
    // Two: the Warehouse's equipment shipped (its lines have shipped dates now) and the site complete.
    expect(await deliverWaitingOrderMails(s.deps)).toBe(2);
    expect((await outbox("Order %: % is complete")).map((m) => m.subject).join()).toContain("Warehouse");
    expect(await deliverWaitingOrderMails(s.deps)).toBe(0);
  });

  it("leaves a mail the mailer refused for the next delivery, then sends it once", async () => {
    await s.sql("delete from order_mails where order_id = $1 and kind = 'site_completed'", [order.id]);
    const before = (await outbox("Order %: % is complete")).length;
    const lab = buildingId("Lab");
    await s.deps.database.db.transaction((tx) =>
      mailSiteCompleted(tx, { tenantId: TENANT, orderId: order.id, buildingId: lab }),
    );
    // The Warehouse load is complete too: the refresh inside the next change queues it again as well.
    await s.deps.database.db.transaction((tx) =>
      refreshOrderStatus(tx, { tenantId: TENANT, id: order.id }, { now: new Date() }),
    );
    const deps = tenantDeps();
    vi.spyOn(deps.mailer, "send").mockRejectedValueOnce(new Error("mail server down"));
    const handed = await deliverOrderMails(deps, TENANT, order.id);
    expect(handed).toBe(1);
    const waiting = (await mailsOf("site_completed")).filter((r) => r.sent_at === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.claimed_until).toBeNull();
    vi.restoreAllMocks();
    expect(await deliverOrderMails(tenantDeps(), TENANT, order.id)).toBe(1);
    expect((await outbox("Order %: % is complete")).length).toBe(before + 2);
  });
});
