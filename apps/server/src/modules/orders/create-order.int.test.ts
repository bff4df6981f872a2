import { DEMO_PROJECT_IDS, projects } from "@q2c/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tenantJobDeps } from "../../documents/pdf/document-pdfs.ts";
import { useTestServer } from "../../test/harness.ts";
import { NORTHWIND } from "../../test/project-helpers.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { createOrderFromQuote, ORDER_MESSAGES } from "./create-order.ts";

// Issue #18 §1: an accepted quote becomes one order, its chosen lines frozen, its equipment split into
// suborders per building and distributor, a provisioning load per building with its tasks (PGlite and
// PostgreSQL). The routes come later; the use case is called as the MSP's tenant handle.

const s = useTestServer();
const QUOTE = DEMO_PROJECT_IDS.adatumWifi;

const db = () => tenantJobDeps(s.deps, NORTHWIND).db;
const project = async () =>
  (await db().select().from(projects).where(eq(projects.id, QUOTE)))[0] as ProjectRow;

describe("an order from an accepted quote", { timeout: 60_000 }, () => {
  it("refuses a quote that is not accepted yet, writing nothing", async () => {
    await expect(createOrderFromQuote(db(), await project(), null)).rejects.toMatchObject({
      code: "conflict",
      message: ORDER_MESSAGES.notAccepted,
    });
    expect(await s.sql("select 1 from orders where project_id = $1", [QUOTE])).toEqual([]);
  });

  it("freezes the chosen lines and splits the equipment per building and distributor", async () => {
    await s.sql("update projects set stage = 'acceptance', accepted_at = now() where id = $1", [QUOTE]);
    const order = await createOrderFromQuote(db(), await project(), null);
    expect(order).toMatchObject({ status: "draft", orderNumber: 1, projectId: QUOTE });

    const chosen = await s.sql<{ id: string; quantity: string; price: string }>(
      "select id, quantity, price from project_lines where project_id = $1 and chosen",
      [QUOTE],
    );
    const lines = await s.sql<{
      project_line_id: string;
      suborder_id: string | null;
      line_number: number;
      building_id: string;
      distributor_id: string | null;
      quantity: string;
      price: string;
      kind: string | null;
    }>(
      `select ol.project_line_id, ol.suborder_id, ol.line_number, ol.building_id, ol.distributor_id, ol.quantity,
              ol.price, p.kind
         from order_lines ol left join products p on p.id = ol.product_id
        where ol.order_id = $1 order by ol.position`,
      [order.id],
    );
    expect(lines.map((l) => l.project_line_id).sort()).toEqual(chosen.map((c) => c.id).sort());
    for (const l of lines) {
      const source = chosen.find((c) => c.id === l.project_line_id);
      expect([l.quantity, l.price]).toEqual([source?.quantity, source?.price]);
      // Equipment is bought; services and subscriptions are not.
      if (l.kind !== null) expect(l.suborder_id !== null).toBe(l.kind === "product");
    }
    const subs = await s.sql<{
      id: string;
      building_id: string;
      distributor_id: string | null;
      status: string;
    }>("select id, building_id, distributor_id, status from suborders where order_id = $1", [order.id]);
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) {
      const mine = lines.filter((l) => l.suborder_id === sub.id);
      expect(sub.status).toBe("draft");
      expect(new Set(mine.map((l) => `${l.building_id}|${l.distributor_id}`))).toEqual(
        new Set([`${sub.building_id}|${sub.distributor_id}`]),
      );
      expect(mine.map((l) => l.line_number).sort((a, b) => a - b)).toEqual(mine.map((_, i) => i + 1));
    }
    // A provisioning load per building with lines; the demo's engineer tasks are there, item by item.
    const loads = await s.sql<{ building_id: string }>(
      "select building_id from provisioning_loads where order_id = $1",
      [order.id],
    );
    expect(new Set(loads.map((l) => l.building_id))).toEqual(new Set(lines.map((l) => l.building_id)));
    const tasks = await s.sql<{ items: string }>(
      "select t.items from provisioning_tasks t join provisioning_loads l on l.id = t.load_id where l.order_id = $1",
      [order.id],
    );
    expect(tasks.map((t) => t.items)).toContain("Book the scissor lift for the warehouse");
    expect(await s.sql("select type from order_events where order_id = $1", [order.id])).toEqual([
      { type: "created" },
    ]);
  });

  it("makes one order per quote: a second answers 409 and writes nothing", async () => {
    const before = await s.sql("select count(*)::int as n from order_lines");
    await expect(createOrderFromQuote(db(), await project(), null)).rejects.toMatchObject({
      code: "conflict",
      message: ORDER_MESSAGES.exists,
    });
    expect(await s.sql("select count(*)::int as n from order_lines")).toEqual(before);
  });
});
