import { DEMO_IDS } from "@q2c/db";
import { AppError, SUBORDER_MESSAGES, type TOrder } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  eventsOf,
  grantOrdersToContoso,
  makeDemoOrder,
  readOrder,
  suborderOf,
} from "../../test/order-helpers.ts";
import { MARK_ORDERED_MESSAGES } from "./mark-suborder-ordered.ts";
import { SEND_MESSAGES } from "./send-suborder.ts";
import { PROVIDER_MESSAGES } from "./suborder-provider.ts";

// Issue #18 §2: a suborder sent to the demo distributor with an Idempotency-Key (allowed, denied by role,
// plan and tenant, bad input writing nothing, the same key answered from what is stored, another key 409, a
// retry after a timeout placing one order, a refusal leaving the suborder as it was, a rejected SKU shown
// while the rest proceeds), a distributor that takes no orders, and a suborder ordered by hand (PGlite and
// PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0", JOB_POLL_SECONDS: "0.5" });
const token = tokensFor(() => s);
let order: TOrder;

const sendPath = (suborderId: string) => `/orders/${order.id}/suborders/${suborderId}/send`;
const send = async (
  suborderId: string,
  key: string | undefined,
  as: Parameters<typeof token>[0] = "sales@msp.demo",
) =>
  s.api("POST", sendPath(suborderId), {
    token: await token(as),
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
const demoOrders = async (suborderId?: string) =>
  (
    await s.sql<{ n: number }>(
      `select count(*)::int as n from demo_distributor_orders ${suborderId ? "where customer_order_number = $1" : ""}`,
      suborderId ? [suborderId] : [],
    )
  )[0]?.n;
const suborderRow = async (id: string) =>
  (
    await s.sql<{ status: string; version: number; idempotency_key: string | null; last_error: string }>(
      "select status, version, idempotency_key, last_error from suborders where id = $1",
      [id],
    )
  )[0];

beforeAll(async () => {
  order = await makeDemoOrder(s, token);
  await grantOrdersToContoso(s, token);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("sending a suborder to the demo distributor", { timeout: 60_000 }, () => {
  it("refuses a send without a usable Idempotency-Key, and callers without the right, placing nothing", async () => {
    const main = suborderOf(order, "Main building");
    for (const key of [undefined, "", "has space", "x".repeat(256)]) {
      const res = await send(main.id, key);
      expect(res.statusCode, `${key}`).toBe(400);
      expect(res.json().fields["idempotency-key"]).toBe(SUBORDER_MESSAGES.idempotencyKey);
    }
    expect((await send(main.id, "k1", "editor@msp.demo")).statusCode).toBe(403);
    expect((await send(main.id, "k1", "new@msp3.demo")).statusCode).toBe(403);
    expect((await send(main.id, "k1", "admin@msp2.demo")).statusCode).toBe(404);
    expect((await send(main.id, "k1", "user@customer.demo")).statusCode).toBe(404);
    expect((await send(DEMO_IDS.contoso, "k1")).statusCode).toBe(404);
    expect(await demoOrders()).toBe(0);
    expect(await suborderRow(main.id)).toMatchObject({ status: "draft", version: 1, idempotency_key: null });
    // This server does not talk to Ingram: its webhook is not here.
    const hook = await s.api("POST", "/distributor-webhooks/ingram", { body: { eventId: "e1" } });
    expect(hook.statusCode).toBe(404);
  });

  it("places the suborder: a rejected SKU is shown with the distributor's reason while the rest is placed", async () => {
    const main = suborderOf(order, "Main building");
    await s.sql(
      "update order_lines set distributor_part_number = 'NOT-A-PART' where suborder_id = $1 and line_number = 3",
      [main.id],
    );
    const res = await send(main.id, "send-main-1");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    const sent: TOrder = res.json();
    expect(suborderOf(sent, "Main building")).toMatchObject({
      status: "accepted",
      providerId: "demo",
      lastError: "",
      readFailures: 0,
      version: 2,
    });
    expect(suborderOf(sent, "Main building").distributorOrderNumber).toMatch(/^DM-[0-9A-Z]{8}$/);
    const lines = sent.lines
      .filter((l) => l.suborderId === main.id)
      .map((l) => [l.lineNumber, l.status, l.rejectReason]);
    expect(lines).toEqual([
      [1, "placed", ""],
      [2, "placed", ""],
      [3, "rejected", "Unknown part number NOT-A-PART: not in the Demo Distribution catalogue."],
      [4, "placed", ""],
    ]);
    // The order is under way; the other suborders are still drafts.
    expect(sent).toMatchObject({ status: "submitted", version: 2 });
    const events = await eventsOf(s, order.id);
    expect(
      events.map((e) => (e.type.endsWith("status_changed") ? `${e.type}:${e.data.to}` : e.type)),
    ).toEqual([
      "created",
      "suborder_sent",
      "suborder_status_changed:submitted",
      "suborder_status_changed:accepted",
      "status_changed:submitted",
    ]);
    // The read queued by the send runs through the job queue and finds it accepted.
    await expect
      .poll(
        async () => (await readOrder(s, token, order.id)).suborders.find((x) => x.id === main.id)?.lastReadAt,
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();
    expect(suborderOf(await readOrder(s, token, order.id), "Main building").status).toBe("accepted");
  });

  it("answers the same key from what is stored without calling the distributor; another key is 409", async () => {
    const main = suborderOf(order, "Main building");
    const demo = s.deps.distributors.get("demo");
    if (!demo) throw new Error("no demo distributor");
    const placeOrder = vi.spyOn(demo, "placeOrder");
    const again = await send(main.id, "send-main-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const first = suborderOf(again.json(), "Main building");
    const other = await send(main.id, "send-main-2");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(SEND_MESSAGES.sentWithAnotherKey(first.distributorOrderNumber));
    expect(placeOrder).not.toHaveBeenCalled();
    placeOrder.mockRestore();
    expect(await demoOrders(main.id)).toBe(1);
  });

  it("leaves a refused suborder as it was, with the distributor's reason; a timeout retried places one order", async () => {
    const warehouse = suborderOf(order, "Warehouse");
    const [sku] = await s.sql<{ part: string }>(
      "select distributor_part_number as part from order_lines where suborder_id = $1",
      [warehouse.id],
    );
    await s.sql("update order_lines set distributor_part_number = 'NO-SUCH-SKU' where suborder_id = $1", [
      warehouse.id,
    ]);
    const refused = await send(warehouse.id, "send-wh-1");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "distributor_refused" });
    expect(refused.json().message).toMatch(/NO-SUCH-SKU/);
    expect(await suborderRow(warehouse.id)).toMatchObject({
      status: "draft",
      version: 1,
      idempotency_key: null,
      last_error: refused.json().message,
    });
    expect(await demoOrders(warehouse.id)).toBe(0);

    // Placed at the distributor, but the answer never reached us (a timeout): 502, nothing stored here.
    await s.sql("update order_lines set distributor_part_number = $2 where suborder_id = $1", [
      warehouse.id,
      sku?.part,
    ]);
    const demo = s.deps.distributors.get("demo");
    if (!demo) throw new Error("no demo distributor");
    const real = demo.placeOrder.bind(demo);
    const placeOrder = vi.spyOn(demo, "placeOrder").mockImplementationOnce(async (input) => {
      await real(input);
      throw new AppError("distributor_unavailable");
    });
    const lost = await send(warehouse.id, "send-wh-2");
    expect(lost.statusCode).toBe(502);
    expect(lost.json().code).toBe("distributor_unavailable");
    expect(await suborderRow(warehouse.id)).toMatchObject({ status: "draft", idempotency_key: null });
    expect(await demoOrders(warehouse.id)).toBe(1);
    const retried = await send(warehouse.id, "send-wh-2");
    expect(retried.statusCode, retried.body).toBe(200);
    expect(placeOrder).toHaveBeenCalledTimes(2);
    placeOrder.mockRestore();
    expect(await demoOrders(warehouse.id)).toBe(1);
    expect(suborderOf(retried.json(), "Warehouse")).toMatchObject({ status: "accepted", lastError: "" });
  });

  it("sends nothing to a distributor without an API or to a manual suborder: it is marked ordered by hand", async () => {
    const lab = suborderOf(order, "Lab");
    await s.sql(
      'update accounts set company_details = company_details || \'{"digitalDistributor":"no"}\' where id = $1',
      [DEMO_IDS.distributor],
    );
    const notDigital = await send(lab.id, "send-lab-1");
    await s.sql(
      'update accounts set company_details = company_details || \'{"digitalDistributor":"yes"}\' where id = $1',
      [DEMO_IDS.distributor],
    );
    expect(notDigital.statusCode).toBe(409);
    expect(notDigital.json().message).toBe(PROVIDER_MESSAGES.notDigital("Tailspin Distribution"));
    await s.sql("update suborders set distributor_id = null where id = $1", [lab.id]);
    const manual = await send(lab.id, "send-lab-2");
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe(PROVIDER_MESSAGES.manual);
    expect(await suborderRow(lab.id)).toMatchObject({ status: "draft", version: 1, last_error: "" });

    const sales = await token("sales@msp.demo");
    const path = `/orders/${order.id}/suborders/${lab.id}/mark-ordered`;
    const bad = await s.api("POST", path, { token: sales, body: { version: 1, reference: "x".repeat(101) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("reference");
    const stale = await s.api("POST", path, { token: sales, body: { version: 7 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(1);
    const denied = await s.api("POST", path, { token: await token("editor@msp.demo"), body: { version: 1 } });
    expect(denied.statusCode).toBe(403);
    const other = await s.api("POST", path, { token: await token("admin@msp2.demo"), body: { version: 1 } });
    expect(other.statusCode).toBe(404);
    expect(await suborderRow(lab.id)).toMatchObject({ status: "draft", version: 1 });

    const marked = await s.api("POST", path, { token: sales, body: { version: 1, reference: "PO-4471" } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(suborderOf(marked.json(), "Lab")).toMatchObject({
      status: "submitted",
      distributorOrderNumber: "PO-4471",
      providerId: null,
      nextReadAt: null,
      version: 2,
    });
    const twice = await s.api("POST", path, { token: sales, body: { version: 2 } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MARK_ORDERED_MESSAGES.notDraft("submitted"));
    const sendOrdered = await send(lab.id, "send-lab-3");
    expect(sendOrdered.statusCode).toBe(409);
    expect(sendOrdered.json().message).toBe(SEND_MESSAGES.notDraft("submitted"));
    // Main and Warehouse accepted, Lab ordered by hand: the least advanced leads.
    expect((await readOrder(s, token, order.id)).status).toBe("submitted");
  });
});
