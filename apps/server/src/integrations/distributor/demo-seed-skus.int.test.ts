import { DEMO_DISTRIBUTOR_SKUS, DEMO_IDS } from "@q2c/db";
import type { TOrder } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { makeDemoOrder, readOrder } from "../../test/order-helpers.ts";
import { findDemoSku } from "./demo-catalogue.ts";

// The seeded catalogue and the built-in demo distributor agree (issue #18 §2): a Tailspin product whose part
// the demo distributor sells carries the demo distributor's own SKU, so the demo Adatum quote's order, sent
// as seeded, is placed line by line (PGlite and PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0" });
const token = tokensFor(() => s);

describe("the demo distributor's SKUs in the seed", { timeout: 60_000 }, () => {
  it("lists each SKU as the demo distributor's own for that manufacturer part", () => {
    for (const [mpn, sku] of Object.entries(DEMO_DISTRIBUTOR_SKUS)) {
      expect(findDemoSku(sku), sku).toMatchObject({
        distributorPartNumber: sku,
        manufacturerPartNumber: mpn,
      });
    }
  });

  it("gives every seeded Tailspin product the demo SKU of a part it sells, and keeps none it does not", async () => {
    const rows = await s.sql<{ mpn: string; dpn: string }>(
      `select manufacturer_part_number as mpn, distributor_part_number as dpn from products
        where distributor_id = $1 and manufacturer_part_number <> ''`,
      [DEMO_IDS.distributor],
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const sold = findDemoSku(row.mpn);
      if (sold) expect(row.dpn, row.mpn).toBe(sold.distributorPartNumber);
      else expect(findDemoSku(row.dpn), row.mpn).toBeUndefined();
    }
  });

  it("places every bought line of the demo quote's order as seeded", async () => {
    const order: TOrder = await makeDemoOrder(s, token);
    const sales = await token("sales@msp.demo");
    expect(order.suborders.length).toBe(3);
    for (const sub of order.suborders) {
      const res = await s.api("POST", `/orders/${order.id}/suborders/${sub.id}/send`, {
        token: sales,
        headers: { "idempotency-key": `seed-${sub.id}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = await readOrder(s, token, order.id);
    for (const sub of sent.suborders) {
      // Submitted, or accepted already if the read queued after the send has run.
      expect(["submitted", "accepted"], sub.buildingName).toContain(sub.status);
      expect(sub.distributorOrderNumber, sub.buildingName).toMatch(/^DM-/);
    }
    const lines = sent.lines.filter((l) => l.suborderId !== null);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.status, line.name).toBe("placed");
      expect(findDemoSku(line.distributorPartNumber)?.manufacturerPartNumber, line.name).toBe(
        line.partNumber,
      );
    }
  });
});
