/**
 * Order and suborder statuses and their transitions (issue #18 §1; docs/orders.md "Statuses"). The spec
 * names no order statuses ("not shown"), so the issue's list is the one used. A suborder is one
 * distributor's (or the manual) part of one building's equipment; the order's status follows from its
 * suborders and its buildings' provisioning, and every move of either must be an allowed transition.
 */

export const ORDER_STATUSES = [
  "draft",
  "submitted",
  "accepted",
  "partially_shipped",
  "shipped",
  "delivered",
  "provisioning",
  "completed",
  "declined",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  accepted: "Accepted",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  provisioning: "Provisioning",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The end states: nothing moves out of them. */
export const FINAL_ORDER_STATUSES = [
  "completed",
  "declined",
  "cancelled",
] as const satisfies readonly OrderStatus[];

/**
 * Every allowed move of an order. Forward moves follow the work (submitted to the distributors, accepted by
 * them, shipped in part and whole, delivered, provisioned building by building); shipping skips
 * `partially_shipped` when everything ships at once, and an order without equipment to ship goes from
 * submitted or accepted straight to provisioning. Declined: the customer or the distributors refused before anything
 * shipped. Cancelled: the MSP stopped it before anything shipped.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: ["submitted", "cancelled"],
  submitted: ["accepted", "partially_shipped", "shipped", "provisioning", "declined", "cancelled"],
  accepted: ["partially_shipped", "shipped", "provisioning", "declined", "cancelled"],
  partially_shipped: ["shipped"],
  shipped: ["delivered"],
  delivered: ["provisioning", "completed"],
  provisioning: ["completed"],
  completed: [],
  declined: [],
  cancelled: [],
};

/** The moves a user asks for by name (PUT /orders/{id} with a status); the others follow from the work. */
export const ORDER_USER_MOVES = [
  "submitted",
  "cancelled",
  "declined",
] as const satisfies readonly OrderStatus[];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  from === to || ORDER_TRANSITIONS[from].includes(to);

export const SUBORDER_STATUSES = [
  "draft",
  "submitted",
  "accepted",
  "partially_shipped",
  "shipped",
  "delivered",
  "declined",
  "cancelled",
] as const;
export type SuborderStatus = (typeof SUBORDER_STATUSES)[number];

export const SUBORDER_TRANSITIONS: Record<SuborderStatus, readonly SuborderStatus[]> = {
  draft: ["submitted", "cancelled"],
  // Sent: the distributor accepts it (all or part of its lines), refuses it whole, or it ships at once.
  submitted: ["accepted", "partially_shipped", "shipped", "declined", "cancelled"],
  accepted: ["partially_shipped", "shipped", "cancelled"],
  partially_shipped: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  declined: [],
  cancelled: [],
};

export const canMoveSuborder = (from: SuborderStatus, to: SuborderStatus): boolean =>
  from === to || SUBORDER_TRANSITIONS[from].includes(to);

const SUBORDER_RANK: Record<SuborderStatus, number> = {
  draft: 0,
  submitted: 1,
  accepted: 2,
  partially_shipped: 3,
  shipped: 4,
  delivered: 5,
  declined: -1,
  cancelled: -1,
};

export interface OrderStatusFacts {
  /** Every suborder's status. */
  suborders: readonly SuborderStatus[];
  /** Buildings with provisioning work, how many are complete, and whether any work on site has begun. */
  buildings: number;
  buildingsComplete: number;
  provisioningStarted: boolean;
  /** The order was submitted (a user's move); before that it is a draft whatever its suborders say. */
  submitted: boolean;
  /** A user's end state, which nothing derived overrides. */
  ended?: "declined" | "cancelled" | undefined;
}

/**
 * The order's status from its suborders and buildings: the least advanced live suborder leads (an order
 * is shipped when every live suborder is); any shipment at all with some still to ship is partially
 * shipped; delivered equipment with buildings to finish is provisioning; every building complete after
 * delivery is completed. Suborders that were declined or cancelled do not hold the order back; all of
 * them declined is a declined order.
 */
export function deriveOrderStatus(f: OrderStatusFacts): OrderStatus {
  if (f.ended) return f.ended;
  if (!f.submitted) return "draft";
  const live = f.suborders.filter((s) => SUBORDER_RANK[s] >= 0);
  if (f.suborders.length > 0 && live.length === 0) {
    return f.suborders.every((s) => s === "cancelled") ? "cancelled" : "declined";
  }
  const least = live.length === 0 ? SUBORDER_RANK.delivered : Math.min(...live.map((s) => SUBORDER_RANK[s]));
  const anyShipped = live.some((s) => SUBORDER_RANK[s] >= SUBORDER_RANK.partially_shipped);
  if (least < SUBORDER_RANK.partially_shipped) {
    if (anyShipped) return "partially_shipped";
    return least <= SUBORDER_RANK.submitted ? "submitted" : "accepted";
  }
  if (least === SUBORDER_RANK.partially_shipped) return "partially_shipped";
  if (least === SUBORDER_RANK.shipped) return "shipped";
  // Everything delivered (or nothing to ship): the buildings decide.
  if (f.buildingsComplete >= f.buildings) return "completed";
  return f.provisioningStarted || live.length === 0 ? "provisioning" : "delivered";
}

/**
 * The steps from one status to another along allowed transitions, shortest first (without `from`;
 * empty when equal), or null when `to` cannot be reached. A distributor read that finds a suborder
 * delivered that was last seen accepted walks shipped, delivered, so each step is recorded and allowed.
 */
export function transitionPath<S extends string>(
  transitions: Record<S, readonly S[]>,
  from: S,
  to: S,
): S[] | null {
  if (from === to) return [];
  const previous = new Map<S, S>();
  const queue: S[] = [from];
  while (queue.length > 0) {
    const at = queue.shift() as S;
    for (const next of transitions[at]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: S[] = [to];
        for (let step = at; step !== from; step = previous.get(step) as S) path.unshift(step);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}
