import { DEMO_PROJECT_IDS } from "@q2c/db";
import { PROVISIONING_MESSAGES, type TOrder, type TProvisioningLoad } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { eventsOf, grantOrdersToContoso, makeDemoOrder, readOrder } from "../../test/order-helpers.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";

// Issue #18 §4 and §5, provisioning: reading an order's buildings; a task's people, days and completion;
// equipment accepted on site; serial numbers. Allowed, denied by role, without the entitlement, another
// tenant (404), bad input (400, nothing written), stale version (409), a move not allowed (409); and the
// walk to the end: delivery completes the buildings without work, the last task and acceptance complete
// Main building, the order completes and its quote moves to Completed, in one transaction. On PGlite and
// PostgreSQL.

const s = useTestServer();
const token = tokensFor(() => s);
const QUOTE = DEMO_PROJECT_IDS.adatumWifi;
let order: TOrder;
let main: TProvisioningLoad;
const base = () => `/orders/${order.id}/provisioning`;

const loadOf = async (name: string, email: "sales@msp.demo" | "engineer@msp.demo" = "engineer@msp.demo") => {
  const list = await s.api("GET", base(), { token: await token(email) });
  expect(list.statusCode, list.body).toBe(200);
  const item = (list.json() as TProvisioningLoad[]).find((l) => l.buildingName === name);
  if (!item) throw new Error(`no load for ${name}`);
  const one = await s.api("GET", `${base()}/${item.id}`, { token: await token(email) });
  expect(one.statusCode, one.body).toBe(200);
  return one.json() as TProvisioningLoad;
};

const putTask = async (
  load: TProvisioningLoad,
  i: number,
  body: Record<string, unknown>,
  email = "ops@msp.demo",
) => {
  const task = load.tasks[i];
  if (!task) throw new Error(`no task ${i}`);
  return s.api("PUT", `${base()}/${load.id}/tasks/${task.id}`, {
    token: await token(email as "ops@msp.demo"),
    body: { version: task.version, ...body },
  });
};

/** Every line of a suborder ordered by hand, shipped and delivered in one package. */
async function deliver(suborderId: string) {
  const sales = await token("sales@msp.demo");
  let now = await readOrder(s, token, order.id);
  let sub = now.suborders.find((x) => x.id === suborderId);
  const marked = await s.api("POST", `/orders/${order.id}/suborders/${suborderId}/mark-ordered`, {
    token: sales,
    body: { version: sub?.version, reference: "PO-1" },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  now = marked.json() as TOrder;
  sub = now.suborders.find((x) => x.id === suborderId);
  const lines = now.lines
    .filter((l) => l.suborderId === suborderId)
    .map((l) => ({ orderLineId: l.id, quantity: String(Number(l.quantity)) }));
  const shipped = await s.api("PUT", `/orders/${order.id}/shipments`, {
    token: sales,
    body: {
      suborderId,
      version: sub?.version,
      carrier: "UPS",
      trackingNumber: `1Z${suborderId.slice(-8)}`,
      shippedDate: "2026-01-05",
      deliveredDate: "2026-01-07",
      lines,
    },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
}

const quoteStage = async () =>
  (
    await s.sql<{ stage: string; type: string }>("select stage, type from projects where id = $1", [QUOTE])
  )[0];

beforeAll(async () => {
  await grantOrdersToContoso(s, token);
  // Main building's Wi-Fi bundle (the one with tasks) asks for its equipment to be accepted on site.
  await s.sql(
    "update project_bundle_products set accept_equipment = true where project_id = $1 and jsonb_array_length(coalesce(tasks->'items', '[]'::jsonb)) > 0",
    [QUOTE],
  );
  order = await makeDemoOrder(s, token);
  main = await loadOf("Main building");
});

describe("provisioning routes", { timeout: 60_000 }, () => {
  it("lists a load per building with its progress, and reads one with tasks, equipment and people", async () => {
    const list = await s.api("GET", base(), { token: await token("sales@msp.demo") });
    expect(list.statusCode).toBe(200);
    expect((list.json() as TProvisioningLoad[]).map((l) => l.buildingName).sort()).toEqual([
      "Lab",
      "Main building",
      "Warehouse",
    ]);
    expect(main.tasks.map((t) => t.items)).toEqual([
      "Confirm ceiling heights with facilities",
      "Book the scissor lift for the warehouse",
    ]);
    const engineerId = await userIdOf(s, "engineer@msp.demo");
    expect(main.tasks[0]).toMatchObject({ users: [engineerId], start: "2026-12-01", completion: null });
    expect(main.tasks[0]?.bundleProductName).not.toBe("");
    expect(main.lines.length).toBeGreaterThan(0);
    expect(main.lines.some((l) => l.acceptEquipment)).toBe(true);
    expect(main.lines[0]).not.toHaveProperty("cost");
    expect(main.progress).toMatchObject({ tasks: 2, tasksDone: 0, delivered: 0, complete: false });
    expect(main.people.find((p) => p.id === engineerId)).toMatchObject({
      name: "Erin Engineer",
      assignable: true,
    });
    // Only the provider's own users: never the customer's.
    expect(main.people.some((p) => p.email === "user@customer.demo")).toBe(false);
    expect(main).toMatchObject({ orderNumber: order.orderNumber, orderStatus: "draft", completedAt: null });
  });

  it("answers 404 for another tenant, a customer, an unknown load; 403 without the plan", async () => {
    for (const path of [base(), `${base()}/${main.id}`]) {
      expect((await s.api("GET", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
      expect((await s.api("GET", path, { token: await token("user@customer.demo") })).statusCode).toBe(404);
    }
    expect(
      (await s.api("GET", `${base()}/${UNKNOWN_ID}`, { token: await token("sales@msp.demo") })).statusCode,
    ).toBe(404);
    await s.sql(
      "update accounts set entitlements = entitlements - 'hasOrderManagementSystem' where id = tenant_id and tenant_id = (select tenant_id from orders where id = $1)",
      [order.id],
    );
    try {
      const refused = await s.api("GET", base(), { token: await token("engineer@msp.demo") });
      expect(refused.statusCode).toBe(403);
    } finally {
      await s.sql(
        "update accounts set entitlements = entitlements || '{\"hasOrderManagementSystem\": true}'::jsonb where id = tenant_id and tenant_id = (select tenant_id from orders where id = $1)",
        [order.id],
      );
    }
  });

  it("lets engineering and operations work a task; sales and finance read only; another tenant 404", async () => {
    for (const email of ["sales@msp.demo", "finance@msp.demo"] as const) {
      expect((await putTask(main, 0, { targetCompletion: "2026-12-20" }, email)).statusCode).toBe(403);
    }
    expect((await putTask(main, 0, { targetCompletion: "2026-12-20" }, "admin@msp2.demo")).statusCode).toBe(
      404,
    );
    const opsId = await userIdOf(s, "ops@msp.demo");
    const done = await putTask(
      main,
      0,
      { targetCompletion: "2026-12-20", users: [opsId] },
      "engineer@msp.demo",
    );
    expect(done.statusCode, done.body).toBe(200);
    main = done.json() as TProvisioningLoad;
    expect(main.tasks[0]).toMatchObject({ targetCompletion: "2026-12-20", users: [opsId], version: 2 });
    const events = (await eventsOf(s, order.id)).filter((e) => e.type === "task_updated");
    expect(events.at(-1)?.data).toMatchObject({ loadId: main.id, changes: ["targetCompletion", "users"] });
  });

  it("refuses bad input with field errors, a stale version with 409, writing nothing", async () => {
    const snapshot = async () =>
      s.sql(
        "select users, start, target_completion, completion, version from provisioning_tasks where load_id = $1 order by id",
        [main.id],
      );
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ start: "2026-13-01" }, "start"],
      [{ targetCompletion: "2026-11-01" }, "targetCompletion"],
      [{ users: [UNKNOWN_ID] }, "users"],
      [{ users: [await userIdOf(s, "user@customer.demo")] }, "users"],
      [{ users: [await userIdOf(s, "admin@msp2.demo")] }, "users"],
      [{ nullFields: ["items"] }, "nullFields.0"],
    ];
    for (const [body, field] of cases) {
      const res = await putTask(main, 0, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect((await putTask(main, 0, { targetCompletion: "2026-11-01" })).json().fields.targetCompletion).toBe(
      PROVISIONING_MESSAGES.targetBeforeStart,
    );
    const stale = await putTask(main, 0, { completion: "2026-01-10", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it("assigns serial numbers to the building's equipment; too many, duplicates, another building's line are 400", async () => {
    const line = main.lines[0];
    const lab = await loadOf("Lab");
    if (!line || !lab.lines[0]) throw new Error("no lines");
    const path = `${base()}/${main.id}/serial-numbers`;
    const ops = await token("ops@msp.demo");
    const units = Math.ceil(Number(line.quantity));
    const bad: [unknown, string][] = [
      [
        [{ orderLineId: line.id, serialNumbers: Array.from({ length: units + 1 }, (_, i) => `S${i}`) }],
        "lines.0.serialNumbers",
      ],
      [[{ orderLineId: lab.lines[0].id, serialNumbers: ["X1"] }], "lines.0.orderLineId"],
      [[{ orderLineId: line.id, serialNumbers: ["A", "A"] }], "lines.0.serialNumbers"],
      [
        [
          { orderLineId: line.id, serialNumbers: ["A"] },
          { orderLineId: line.id, serialNumbers: ["B"] },
        ],
        "lines.1.orderLineId",
      ],
      [[{ orderLineId: line.id, serialNumbers: [" "] }], "lines.0.serialNumbers.0"],
    ];
    for (const [lines, field] of bad) {
      const res = await s.api("PUT", path, { token: ops, body: { version: main.version, lines } });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(
      (
        await s.api("PUT", path, {
          token: await token("sales@msp.demo"),
          body: { version: main.version, lines: [{ orderLineId: line.id, serialNumbers: ["A"] }] },
        })
      ).statusCode,
    ).toBe(403);
    const stale = await s.api("PUT", path, {
      token: ops,
      body: { version: main.version + 5, lines: [{ orderLineId: line.id, serialNumbers: ["A"] }] },
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await s.sql<{ serial_numbers: string[] }>(
      "select serial_numbers from order_lines where id = $1",
      [line.id],
    );
    expect(row?.serial_numbers).toEqual([]);
    const ok = await s.api("PUT", path, {
      token: ops,
      body: { version: main.version, lines: [{ orderLineId: line.id, serialNumbers: ["SN-001", "SN-002"] }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    main = ok.json() as TProvisioningLoad;
    expect(main.lines.find((l) => l.id === line.id)?.serialNumbers).toEqual(["SN-001", "SN-002"]);
  });

  it("accepts only delivered equipment that asks for it (409 before delivery, 400 for the rest)", async () => {
    const toAccept = main.lines.find((l) => l.acceptEquipment);
    const lab = await loadOf("Lab");
    if (!toAccept || !lab.lines[0]) throw new Error("no lines");
    const path = `${base()}/${main.id}/accept`;
    const ops = await token("ops@msp.demo");
    const early = await s.api("POST", path, {
      token: ops,
      body: { version: main.version, lineIds: [toAccept.id] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PROVISIONING_MESSAGES.notDelivered(toAccept.name));
    const elsewhere = await s.api("POST", path, {
      token: ops,
      body: { version: main.version, lineIds: [lab.lines[0].id] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.lineIds).toBe(PROVISIONING_MESSAGES.notALine);
    const empty = await s.api("POST", path, { token: ops, body: { version: main.version, lineIds: [] } });
    expect(empty.statusCode).toBe(400);
    const accepted = await s.sql(
      "select 1 from order_lines where order_id = $1 and accepted_at is not null",
      [order.id],
    );
    expect(accepted).toHaveLength(0);
  });

  it("walks to the end: delivery completes the buildings without work, tasks and acceptance complete the last, the order and quote complete", async () => {
    const sales = await token("sales@msp.demo");
    const submitted = await s.api("PUT", `/orders/${order.id}`, {
      token: sales,
      body: { version: (await readOrder(s, token, order.id)).version, status: "submitted" },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    for (const sub of order.suborders) await deliver(sub.id);
    expect((await readOrder(s, token, order.id)).status).toBe("delivered");
    // Warehouse and Lab have no tasks and nothing to accept: delivered is complete.
    for (const name of ["Warehouse", "Lab"]) expect((await loadOf(name)).completedAt).not.toBeNull();
    main = await loadOf("Main building");
    expect(main.completedAt).toBeNull();
    // The package recorded without serial numbers leaves the ones assigned on site (the test before).
    expect(main.lines.filter((l) => l.serialNumbers.length > 0).map((l) => l.serialNumbers)).toEqual([
      ["SN-001", "SN-002"],
    ]);
    expect(main.progress).toMatchObject({ delivered: main.progress.equipment, accepted: 0 });

    // A task done and opened again: the order is provisioning from the first work on site.
    let res = await putTask(main, 0, { completion: "2026-01-10" });
    expect(res.statusCode, res.body).toBe(200);
    main = res.json();
    expect(main.tasks[0]).toMatchObject({
      completion: "2026-01-10",
      completedBy: await userIdOf(s, "ops@msp.demo"),
    });
    expect((await readOrder(s, token, order.id)).status).toBe("provisioning");
    res = await putTask(main, 0, { nullFields: ["completion"] });
    main = res.json();
    expect(main.tasks[0]).toMatchObject({ completion: null, completedBy: null });
    for (const i of [0, 1]) {
      res = await putTask(main, i, { completion: "2026-01-11" }, "engineer@msp.demo");
      expect(res.statusCode, res.body).toBe(200);
      main = res.json();
    }
    // Every task done, equipment still to accept: not complete yet.
    expect(main.completedAt).toBeNull();
    expect(await quoteStage()).toMatchObject({ stage: "acceptance" });

    const toAccept = main.lines.filter((l) => l.acceptEquipment).map((l) => l.id);
    const notAsked = main.lines.find((l) => !l.acceptEquipment);
    const ops = await token("ops@msp.demo");
    if (notAsked) {
      const refused = await s.api("POST", `${base()}/${main.id}/accept`, {
        token: ops,
        body: { version: main.version, lineIds: [notAsked.id] },
      });
      expect(refused.statusCode).toBe(400);
    }
    res = await s.api("POST", `${base()}/${main.id}/accept`, {
      token: ops,
      body: { version: main.version, lineIds: toAccept },
    });
    expect(res.statusCode, res.body).toBe(200);
    main = res.json();
    expect(main.completedAt).not.toBeNull();
    expect(main.progress.complete).toBe(true);
    expect(main.orderStatus).toBe("completed");
    expect(main.lines.filter((l) => l.acceptEquipment).every((l) => l.acceptedBy && l.acceptedAt)).toBe(true);

    const after = await readOrder(s, token, order.id);
    expect(after.status).toBe("completed");
    expect(await quoteStage()).toEqual({ stage: "completed", type: "project" });
    const [event] = await s.sql<{ type: string; data: Record<string, unknown> }>(
      "select type, data from project_events where project_id = $1 and type = 'stage_changed' order by id desc limit 1",
      [QUOTE],
    );
    expect(event).toEqual({
      type: "stage_changed",
      data: {
        from: "acceptance",
        to: "completed",
        by: "order",
        orderId: order.id,
        orderNumber: order.orderNumber,
      },
    });
    const types = (await eventsOf(s, order.id)).map((e) => e.type);
    expect(types.filter((t) => t === "building_completed")).toHaveLength(3);
    expect(types).toContain("equipment_accepted");

    // A completed order's buildings no longer change.
    const late = await putTask(main, 0, { nullFields: ["completion"] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PROVISIONING_MESSAGES.orderEnded("completed"));
    const again = await s.api("POST", `${base()}/${main.id}/accept`, {
      token: ops,
      body: { version: main.version, lineIds: toAccept },
    });
    expect(again.statusCode).toBe(409);
  });
});
