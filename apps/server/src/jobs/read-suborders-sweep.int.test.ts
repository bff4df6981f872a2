import { QUEUE_SCHEMA } from "@q2c/db";
import { afterAll, describe, expect, it, vi } from "vitest";
import { tokensFor } from "../test/demo-helpers.ts";
import { useTestServer } from "../test/harness.ts";
import { fakeClock, makeDemoOrder, readOrder, suborderOf } from "../test/order-helpers.ts";

// Issue #18 §2: the read-suborders sweep runs on its own through the job queue: queued at start-up, each
// sweep queueing the next (SUBORDER_READ_SWEEP_SECONDS later), reading what the server's clock makes due.

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "1", JOB_POLL_SECONDS: "0.5" });
const token = tokensFor(() => s);
const DAY = 24 * 3_600_000;

afterAll(() => {
  vi.restoreAllMocks();
});

describe("the suborder read sweep", { timeout: 90_000 }, () => {
  it("reads a sent suborder once the clock makes it due, and keeps queueing itself", async () => {
    const order = await makeDemoOrder(s, token);
    const clock = fakeClock(s, new Date("2026-04-06T08:00:00.000Z"));
    const lab = suborderOf(order, "Lab");
    const sent = await s.api("POST", `/orders/${order.id}/suborders/${lab.id}/send`, {
      token: await token("sales@msp.demo"),
      headers: { "idempotency-key": "sweep-lab" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expect
      .poll(async () => suborderOf(await readOrder(s, token, order.id), "Lab").lastReadAt, {
        timeout: 20_000,
      })
      .not.toBeNull();
    expect(suborderOf(await readOrder(s, token, order.id), "Lab").status).toBe("accepted");

    // A day on, the demo distributor has shipped the Lab's one line; no one asks, the sweep finds it.
    clock.advance(DAY);
    await expect
      .poll(async () => suborderOf(await readOrder(s, token, order.id), "Lab").status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe("shipped");
    const sweeps = await s.sql<{ state: string }>(
      `select state::text as state from ${QUEUE_SCHEMA}.job where name = 'read-suborders' and singleton_key = 'due'`,
    );
    expect(sweeps.filter((j) => j.state === "completed").length).toBeGreaterThan(0);
    expect(sweeps.some((j) => j.state === "created" || j.state === "active")).toBe(true);
  });
});
