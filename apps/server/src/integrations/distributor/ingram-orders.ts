import { AppError } from "@q2c/domain";
import { z } from "zod";
import {
  assertPlaceable,
  type DistributorOrder,
  type PlacedLine,
  type PlacedOrder,
  type PlaceOrderInput,
} from "./distributor-orders.ts";
import type { IngramClient } from "./ingram-client.ts";
import { count, ingramStatus, mapOrderDetails, parseIngram, text, zText } from "./ingram-order-details.ts";

const ZCreated = z.looseObject({
  orders: z
    .array(
      z.looseObject({
        ingramordernumber: zText,
        lines: z
          .array(
            z.looseObject({
              customerlinenumber: zText,
              ingrampartnumber: zText,
              linestatus: zText,
              quantityordered: z.union([z.number(), z.string()]).nullish(),
              quantityconfirmed: z.union([z.number(), z.string()]).nullish(),
              quantitybackordered: z.union([z.number(), z.string()]).nullish(),
            }),
          )
          .nullish(),
        rejectedlineitems: z
          .array(
            z.looseObject({
              customerlinenumber: zText,
              ingrampartnumber: zText,
              rejectcode: zText,
              rejectreason: zText,
            }),
          )
          .nullish(),
      }),
    )
    .min(1),
});

const ZSearch = z.looseObject({
  orders: z.array(z.looseObject({ ingramordernumber: zText, customerordernumber: zText })).nullish(),
});

/** What a line of ours is called in their answer: by our line number, else by their part number. */
function matcher(line: PlaceOrderInput["lines"][number]) {
  const part = line.partNumber.trim().toUpperCase();
  return (theirs: {
    customerlinenumber?: string | number | null;
    ingrampartnumber?: string | number | null;
  }) => {
    const number = text(theirs.customerlinenumber);
    if (number !== undefined) return Number(number) === Number(line.customerLineNumber);
    return text(theirs.ingrampartnumber)?.toUpperCase() === part;
  };
}

const NOT_ON_ORDER = "Ingram Micro's order does not hold this line.";

/** POST /resellers/v6/orders, answered line by line in the order asked. */
async function create(client: IngramClient, input: PlaceOrderInput): Promise<PlacedOrder> {
  const s = input.shipTo;
  const { body } = await client.request("POST", "/resellers/v6/orders", {
    body: {
      customerOrderNumber: input.customerOrderNumber,
      ...(input.notes ? { notes: input.notes } : {}),
      // A line short of stock is ordered as a backorder rather than refused; the answer says which.
      acceptBackOrder: true,
      shipToInfo: {
        companyName: s.companyName,
        contact: s.contact,
        addressLine1: s.address1,
        ...(s.address2 ? { addressLine2: s.address2 } : {}),
        city: s.city,
        state: s.state,
        postalCode: s.postalCode,
        countryCode: s.countryCode.toUpperCase(),
        ...(s.email ? { email: s.email } : {}),
      },
      lines: input.lines.map((l) => ({
        customerLineNumber: l.customerLineNumber,
        ingramPartNumber: l.partNumber,
        quantity: l.quantity,
        ...(l.unitPrice !== undefined ? { unitPrice: Number(l.unitPrice) } : {}),
      })),
    },
  });
  const created = parseIngram(ZCreated, body);
  // A purchase order Ingram splits (stock and direct ship) comes back as several orders; the first is the
  // one we track (docs/orders.md), the lines of all are reported.
  const orderNumber = created.orders.map((o) => text(o.ingramordernumber)).find(Boolean);
  if (!orderNumber) throw new AppError("distributor_unavailable");
  const placed = created.orders.flatMap((o) => o.lines ?? []);
  const rejected = created.orders.flatMap((o) => o.rejectedlineitems ?? []);
  const lines = input.lines.map((line): PlacedLine => {
    const matches = matcher(line);
    const refusal = rejected.find(matches);
    if (refusal) {
      const code = text(refusal.rejectcode);
      const reason = text(refusal.rejectreason) ?? "Rejected";
      return {
        customerLineNumber: line.customerLineNumber,
        status: "rejected",
        quantityConfirmed: 0,
        rejectReason: code ? `${reason} (${code})` : reason,
      };
    }
    const ok = placed.find(matches);
    if (!ok) {
      return {
        customerLineNumber: line.customerLineNumber,
        status: "rejected",
        quantityConfirmed: 0,
        rejectReason: NOT_ON_ORDER,
      };
    }
    const backordered = count(ok.quantitybackordered) ?? 0;
    const confirmed = count(ok.quantityconfirmed) ?? Math.max(0, line.quantity - backordered);
    const status =
      ingramStatus(ok.linestatus) === "backordered" || backordered > 0 ? "backordered" : "placed";
    return { customerLineNumber: line.customerLineNumber, status, quantityConfirmed: confirmed };
  });
  return { distributorOrderNumber: orderNumber, lines };
}

/** Ingram's order number for our customerOrderNumber, if it holds one. */
async function findOrderNumber(client: IngramClient, customerOrderNumber: string) {
  const { body } = await client.request("GET", "/resellers/v6/orders/search", {
    query: { customerOrderNumber, pageSize: "10", pageNumber: "1" },
  });
  // "No data found" is their 404.
  if (body === undefined) return undefined;
  const orders = parseIngram(ZSearch, body).orders ?? [];
  // Their search may match loosely; only our exact number counts.
  const ours = orders.filter((o) => text(o.customerordernumber) === customerOrderNumber);
  return ours.map((o) => text(o.ingramordernumber)).find(Boolean);
}

export async function getIngramOrder(client: IngramClient, orderNumber: string): Promise<DistributorOrder> {
  const { body } = await client.request("GET", `/resellers/v6.1/orders/${encodeURIComponent(orderNumber)}`);
  if (body === undefined) throw new AppError("not_found");
  return mapOrderDetails(orderNumber, body);
}

/** An order Ingram already holds, answered as placeOrder answers a new one, line by line as asked. */
function asPlaced(order: DistributorOrder, input: PlaceOrderInput): PlacedOrder {
  const lines = input.lines.map((line): PlacedLine => {
    const matches = matcher(line);
    const theirs = order.lines.find((l) =>
      matches({ customerlinenumber: l.customerLineNumber, ingrampartnumber: l.partNumber }),
    );
    if (!theirs || theirs.status === "cancelled" || theirs.status === "rejected") {
      return {
        customerLineNumber: line.customerLineNumber,
        status: "rejected",
        quantityConfirmed: 0,
        rejectReason: theirs ? "Cancelled by Ingram Micro." : NOT_ON_ORDER,
      };
    }
    const backordered = theirs.quantityBackordered ?? 0;
    return {
      customerLineNumber: line.customerLineNumber,
      status: theirs.status === "backordered" || backordered > 0 ? "backordered" : "placed",
      quantityConfirmed: Math.max(0, theirs.quantity - backordered),
    };
  });
  return { distributorOrderNumber: order.distributorOrderNumber, lines };
}

async function existing(client: IngramClient, input: PlaceOrderInput): Promise<PlacedOrder | undefined> {
  const orderNumber = await findOrderNumber(client, input.customerOrderNumber);
  if (!orderNumber) return undefined;
  return asPlaced(await getIngramOrder(client, orderNumber), input);
}

/**
 * Idempotent by customerOrderNumber (Ingram documents no idempotency key): look it up first; create; when
 * the create fails in a way that may still have created it (timeout, 5xx, an answer we cannot read), look
 * it up again before failing. A retry after a failure that the second look-up missed (Ingram still
 * writing) starts with the look-up, so it finds the order then rather than placing another.
 */
export async function placeIngramOrder(client: IngramClient, input: PlaceOrderInput): Promise<PlacedOrder> {
  assertPlaceable(input);
  const before = await existing(client, input);
  if (before) return before;
  try {
    return await create(client, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "distributor_unavailable") throw err;
    const after = await existing(client, input).catch(() => undefined);
    if (after) return after;
    throw err;
  }
}

/** DELETE /resellers/v6/orders/{n}: only before the order is released to the warehouse (their rule). */
export async function cancelIngramOrder(client: IngramClient, orderNumber: string): Promise<void> {
  const { status } = await client.request(
    "DELETE",
    `/resellers/v6/orders/${encodeURIComponent(orderNumber)}`,
  );
  if (status === 404) throw new AppError("not_found");
}
