import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the demo distributor in a running server", () => {
  it("keeps its orders in its own table and follows the server's clock (deps.clock)", async () => {
    const demo = s.deps.distributors.get("demo");
    if (!demo) throw new Error("the demo distributor is always registered");
    const placedAt = new Date("2026-05-04T08:00:00.000Z");
    const clock = vi.spyOn(s.deps.clock, "now").mockImplementation(() => placedAt);
    const placed = await demo.placeOrder({
      customerOrderNumber: "server-clock-check",
      shipTo: {
        companyName: "Fabrikam",
        contact: "Alex Wilber",
        address1: "2 Pine Road",
        city: "Austin",
        state: "TX",
        postalCode: "73301",
        countryCode: "US",
      },
      lines: [
        { customerLineNumber: "1", partNumber: "MR36-HW", quantity: 2 },
        { customerLineNumber: "2", partNumber: "MS120-8LP-HW", quantity: 1 },
      ],
    });
    const rows = await s.sql<{ order_number: string; placed_at: Date }>(
      "select order_number, placed_at from demo_distributor_orders where customer_order_number = $1",
      ["server-clock-check"],
    );
    expect(rows.map((r) => [r.order_number, new Date(r.placed_at).toISOString()])).toEqual([
      [placed.distributorOrderNumber, placedAt.toISOString()],
    ]);
    expect((await demo.getOrder(placed.distributorOrderNumber)).status).toBe("accepted");

    clock.mockImplementation(() => new Date(placedAt.getTime() + 26 * 3_600_000));
    const moved = await demo.getOrder(placed.distributorOrderNumber);
    expect(moved.status).toBe("partially_shipped");
    expect(moved.lines.map((l) => l.status)).toEqual(["shipped", "accepted"]);
  });
});
