import { describe, expect, it } from "vitest";
import { siteEquipmentShipped, siteProgressOf } from "./site-progress.ts";

const line = (
  status: string,
  shippedAt: string | null,
  deliveredAt: string | null = null,
  shippedQuantity = "0",
) => ({
  status,
  shippedAt,
  deliveredAt,
  shippedQuantity,
});
const DAY = "2026-03-01T00:00:00.000Z";

describe("a site's progress for its customer", () => {
  it("is ordered until anything leaves, then partially shipped, shipped, delivered and installed", () => {
    expect(siteProgressOf([line("placed", null), line("placed", null)], null)).toBe("ordered");
    expect(siteProgressOf([line("shipped", DAY), line("placed", null)], null)).toBe("partially_shipped");
    expect(siteProgressOf([line("placed", null, null, "1"), line("placed", null)], null)).toBe(
      "partially_shipped",
    );
    expect(siteProgressOf([line("shipped", DAY), line("shipped", DAY)], null)).toBe("shipped");
    expect(siteProgressOf([line("delivered", DAY, DAY), line("delivered", DAY, DAY)], null)).toBe(
      "delivered",
    );
    expect(siteProgressOf([line("placed", null)], DAY)).toBe("installed");
  });

  it("leaves rejected and cancelled lines out: the rest decides", () => {
    expect(siteProgressOf([line("shipped", DAY), line("rejected", null)], null)).toBe("shipped");
    expect(siteEquipmentShipped([line("shipped", DAY), line("cancelled", null)])).toBe(true);
  });

  it("says a site's equipment shipped only when every coming line has a shipped date, and never for nothing", () => {
    expect(siteEquipmentShipped([line("shipped", DAY), line("placed", null)])).toBe(false);
    expect(siteEquipmentShipped([line("shipped", DAY), line("delivered", DAY, DAY)])).toBe(true);
    expect(siteEquipmentShipped([])).toBe(false);
    expect(siteEquipmentShipped([line("rejected", null)])).toBe(false);
  });
});
