import { type Database, type DemoDistributorOrderLine, demoDistributorOrders } from "@q2c/db";
import { and, eq, isNull } from "drizzle-orm";
import type { DemoOrderState } from "./demo-order-lifecycle.ts";
import type { DistributorShipTo } from "./distributor-orders.ts";

export interface NewDemoOrder extends DemoOrderState {
  shipTo: DistributorShipTo;
  notes: string | null;
}

/**
 * The demo distributor's order book: its own table (demo_distributor_orders), on the system handle, since
 * it stands for another company's system and holds no tenant's rows (lib/system-db.ts lists this module).
 */
export interface DemoOrderBook {
  /**
   * Stores the order unless one with its customerOrderNumber exists; answers the one stored either way
   * (one statement, so two placements at once still make one order).
   */
  placeOnce(order: NewDemoOrder): Promise<DemoOrderState>;
  byCustomerOrderNumber(customerOrderNumber: string): Promise<DemoOrderState | undefined>;
  byOrderNumber(orderNumber: string): Promise<DemoOrderState | undefined>;
  /** Marks it cancelled at `at` unless it already is. */
  cancel(orderNumber: string, at: Date): Promise<void>;
}

type Row = typeof demoDistributorOrders.$inferSelect;

const stateOf = (row: Row): DemoOrderState => ({
  orderNumber: row.orderNumber,
  customerOrderNumber: row.customerOrderNumber,
  placedAt: row.placedAt,
  cancelledAt: row.cancelledAt,
  lines: row.lines as DemoDistributorOrderLine[],
});

export function createDemoOrderBook(database: Database): DemoOrderBook {
  const db = () => database.db;
  const t = demoDistributorOrders;

  async function byCustomerOrderNumber(customerOrderNumber: string) {
    const [row] = await db().select().from(t).where(eq(t.customerOrderNumber, customerOrderNumber));
    return row ? stateOf(row) : undefined;
  }

  return {
    async placeOnce(order) {
      await db()
        .insert(t)
        .values({
          orderNumber: order.orderNumber,
          customerOrderNumber: order.customerOrderNumber,
          placedAt: order.placedAt,
          shipTo: order.shipTo,
          lines: order.lines,
          notes: order.notes,
        })
        .onConflictDoNothing({ target: t.customerOrderNumber });
      const stored = await byCustomerOrderNumber(order.customerOrderNumber);
      // The row was there a moment ago or was just written; neither is ever deleted.
      if (!stored) throw new Error(`Demo distributor order ${order.customerOrderNumber} vanished`);
      return stored;
    },
    byCustomerOrderNumber,
    async byOrderNumber(orderNumber) {
      const [row] = await db().select().from(t).where(eq(t.orderNumber, orderNumber));
      return row ? stateOf(row) : undefined;
    },
    async cancel(orderNumber, at) {
      await db()
        .update(t)
        .set({ cancelledAt: at })
        .where(and(eq(t.orderNumber, orderNumber), isNull(t.cancelledAt)));
    },
  };
}
