import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  deriveOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatusFacts,
  SUBORDER_TRANSITIONS,
  transitionPath,
} from "./statuses.ts";

const facts = (over: Partial<OrderStatusFacts>): OrderStatusFacts => ({
  suborders: [],
  buildings: 1,
  buildingsComplete: 0,
  provisioningStarted: false,
  submitted: true,
  ...over,
});

describe("order statuses", () => {
  it("lets nothing out of an end state, and names only known statuses", () => {
    for (const end of ["completed", "declined", "cancelled"] as const)
      expect(ORDER_TRANSITIONS[end]).toEqual([]);
    for (const to of Object.values(ORDER_TRANSITIONS).flat()) expect(ORDER_STATUSES).toContain(to);
    expect(canMoveOrder("shipped", "cancelled")).toBe(false);
    expect(canMoveOrder("draft", "submitted")).toBe(true);
  });

  it("follows the least advanced live suborder, with any shipment making it partially shipped", () => {
    expect(deriveOrderStatus(facts({ submitted: false, suborders: ["draft"] }))).toBe("draft");
    expect(deriveOrderStatus(facts({ suborders: ["draft", "submitted"] }))).toBe("submitted");
    expect(deriveOrderStatus(facts({ suborders: ["accepted", "accepted"] }))).toBe("accepted");
    expect(deriveOrderStatus(facts({ suborders: ["accepted", "shipped"] }))).toBe("partially_shipped");
    expect(deriveOrderStatus(facts({ suborders: ["partially_shipped", "delivered"] }))).toBe(
      "partially_shipped",
    );
    expect(deriveOrderStatus(facts({ suborders: ["shipped", "delivered"] }))).toBe("shipped");
    expect(deriveOrderStatus(facts({ suborders: ["delivered", "cancelled"] }))).toBe("delivered");
  });

  it("is provisioning once work on site begins after delivery, and completed when every building is", () => {
    const delivered = { suborders: ["delivered"] as const, buildings: 2 };
    expect(deriveOrderStatus(facts({ ...delivered, provisioningStarted: true }))).toBe("provisioning");
    expect(deriveOrderStatus(facts({ ...delivered, buildingsComplete: 2, provisioningStarted: true }))).toBe(
      "completed",
    );
    // Nothing to ship: straight to provisioning.
    expect(deriveOrderStatus(facts({ suborders: [] }))).toBe("provisioning");
  });

  it("is declined when every suborder is refused, and keeps a user's end state", () => {
    expect(deriveOrderStatus(facts({ suborders: ["declined", "declined"] }))).toBe("declined");
    expect(deriveOrderStatus(facts({ suborders: ["cancelled"] }))).toBe("cancelled");
    expect(deriveOrderStatus(facts({ suborders: ["shipped"], ended: "cancelled" }))).toBe("cancelled");
  });

  it("walks a jump of a read along allowed steps, and finds no way back", () => {
    expect(transitionPath(SUBORDER_TRANSITIONS, "accepted", "delivered")).toEqual(["shipped", "delivered"]);
    expect(transitionPath(SUBORDER_TRANSITIONS, "submitted", "shipped")).toEqual(["shipped"]);
    expect(transitionPath(SUBORDER_TRANSITIONS, "shipped", "shipped")).toEqual([]);
    expect(transitionPath(SUBORDER_TRANSITIONS, "delivered", "accepted")).toBeNull();
    expect(transitionPath(ORDER_TRANSITIONS, "accepted", "completed")).toEqual(["provisioning", "completed"]);
  });
});
