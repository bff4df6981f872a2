import { randomInt } from "node:crypto";
import type { DemoDistributorOrderLine } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { demoCostCents, findDemoSku } from "./demo-catalogue.ts";
import { money } from "./demo-catalogue-rows.ts";
import { type DemoOrderState, demoOrderAt, hasShipped } from "./demo-order-lifecycle.ts";
import type { DemoOrderBook } from "./demo-orders.ts";
import {
  assertPlaceable,
  type DistributorOrder,
  type PlacedOrder,
  type PlaceOrderInput,
} from "./distributor-orders.ts";

export interface DemoOrderOptions {
  /** Where its orders are kept (demo-orders.ts). */
  orders: DemoOrderBook;
  /** The server's clock (deps.clock); tests move it to walk an order through its life. */
  now: () => Date;
}

const ORDER_NUMBER_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Like a distributor's sales order number: "DM-" and eight characters. */
function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `DM-${code}`;
}

/** Cabling and the like carry no serial number; other hardware has one per unit. */
const UNSERIALISED_CATEGORIES = new Set(["Cabling"]);

function decideLine(line: PlaceOrderInput["lines"][number]): DemoDistributorOrderLine {
  const sku = findDemoSku(line.partNumber);
  const base = {
    customerLineNumber: line.customerLineNumber,
    partNumber: line.partNumber.trim(),
    quantity: line.quantity,
  };
  if (!sku) {
    return {
      ...base,
      status: "rejected",
      rejectReason: `Unknown part number ${line.partNumber.trim()}: not in the Demo Distribution catalogue.`,
      unitPrice: null,
      digital: false,
      serialised: false,
    };
  }
  return {
    ...base,
    status: "placed",
    unitPrice: line.unitPrice ?? money(demoCostCents(sku)),
    digital: sku.digital,
    serialised: !sku.digital && !UNSERIALISED_CATEGORIES.has(sku.category),
  };
}

const placedOf = (order: DemoOrderState): PlacedOrder => ({
  distributorOrderNumber: order.orderNumber,
  lines: order.lines.map((l) =>
    l.status === "rejected"
      ? {
          customerLineNumber: l.customerLineNumber,
          status: "rejected",
          quantityConfirmed: 0,
          rejectReason: l.rejectReason,
        }
      : { customerLineNumber: l.customerLineNumber, status: "placed", quantityConfirmed: l.quantity },
  ),
});

/**
 * Places an order at the demo distributor, idempotent by customerOrderNumber like Ingram's: an order held
 * under it is answered as it stands. An unknown part number is rejected on its line while the rest is
 * placed; an order none of whose lines it knows is refused whole (nothing is stored).
 */
export async function placeDemoOrder(opts: DemoOrderOptions, input: PlaceOrderInput): Promise<PlacedOrder> {
  assertPlaceable(input);
  const existing = await opts.orders.byCustomerOrderNumber(input.customerOrderNumber);
  if (existing) return placedOf(existing);
  const lines = input.lines.map(decideLine);
  if (lines.every((l) => l.status === "rejected")) {
    const parts = lines.map((l) => l.partNumber).join(", ");
    throw new AppError("distributor_refused", {
      message: `Demo Distribution refused the order: it lists none of its part numbers (${parts}).`,
    });
  }
  const stored = await opts.orders.placeOnce({
    orderNumber: newOrderNumber(),
    customerOrderNumber: input.customerOrderNumber,
    placedAt: opts.now(),
    cancelledAt: null,
    shipTo: input.shipTo,
    notes: input.notes ?? null,
    lines,
  });
  return placedOf(stored);
}

async function held(opts: DemoOrderOptions, orderNumber: string): Promise<DemoOrderState> {
  const order = await opts.orders.byOrderNumber(orderNumber);
  if (!order) throw new AppError("not_found");
  return order;
}

export async function getDemoOrder(opts: DemoOrderOptions, orderNumber: string): Promise<DistributorOrder> {
  return demoOrderAt(await held(opts, orderNumber), opts.now());
}

/** Cancels an order until its first shipment leaves; cancelling a cancelled order changes nothing. */
export async function cancelDemoOrder(opts: DemoOrderOptions, orderNumber: string): Promise<void> {
  const order = await held(opts, orderNumber);
  if (order.cancelledAt) return;
  const now = opts.now();
  if (hasShipped(order, now)) {
    throw new AppError("distributor_refused", {
      message: `Demo Distribution cannot cancel order ${orderNumber}: part of it has already shipped.`,
    });
  }
  await opts.orders.cancel(orderNumber, now);
}
