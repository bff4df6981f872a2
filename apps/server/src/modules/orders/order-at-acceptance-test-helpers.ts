import { DEMO_IDS } from "@q2c/db";
import { expect } from "vitest";
import type { tokensFor } from "../../test/demo-helpers.ts";
import type { TestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import { quoteForSigning } from "../document-signing/signing-test-helpers.ts";

/** The job that makes the order at acceptance (jobs/order-at-acceptance.ts). */
export const ORDER_JOB = "order-at-acceptance";

/**
 * The steps the tests of the order made at acceptance share (the job, its MSP setting, its marker), on the
 * server `server()` answers once the file's beforeAll has started it.
 */
export function acceptanceSteps(server: () => TestServer, token: ReturnType<typeof tokensFor>) {
  const sql: TestServer["sql"] = (...args) => server().sql(...args);
  const jobsOf = (projectId: string) =>
    sql<{ id: string; state: string }>(
      "select id, state::text as state from pgboss.job where name = $1 and data->>'projectId' = $2",
      [ORDER_JOB, projectId],
    );
  const readSettings = async () =>
    server().api("GET", "/quote-settings", { token: await token("admin@msp.demo") });
  return {
    /** A copy of the demo Adatum quote, sent as a proposal (so it may be accepted). */
    proposalQuote: async (name: string) => {
      const id = await quoteForSigning(server(), token);
      await sql("update projects set deal_name = $2 where id = $1", [id, name]);
      return id;
    },
    /** "Mark as accepted" by the sales user. */
    accept: async (id: string) =>
      server().api("POST", `/projects/${id}/accept`, {
        token: await token("sales@msp.demo"),
        body: { version: await versionOf(server(), id), reason: "Purchase order by e-mail" },
      }),
    ordersOf: (projectId: string) =>
      sql<{ id: string; created_by: string | null; order_number: number }>(
        "select id, created_by, order_number from orders where project_id = $1",
        [projectId],
      ),
    jobsOf,
    /** Waits until the quote's order jobs have all reached `state` (the queue runs them after the commit). */
    jobSettled: async (projectId: string, state: "completed" | "failed", timeoutMs = 30_000) => {
      const until = performance.now() + timeoutMs;
      for (;;) {
        const jobs = await jobsOf(projectId);
        if (jobs.length > 0 && jobs.every((j) => j.state === state)) return jobs;
        if (performance.now() > until)
          throw new Error(`the order job of ${projectId}: ${JSON.stringify(jobs)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** Gives Northwind the order plan, or takes it away. */
    setOrderPlan: (on: boolean) =>
      sql(
        `update accounts set entitlements = entitlements || jsonb_build_object('hasOrderManagementSystem', $2::boolean)
          where id = $1`,
        [DEMO_IDS.northwind, on],
      ),
    readSettings,
    /** Switches Northwind's "Make the order when a quote is accepted" as its administrator; the saved settings. */
    setOrderAtAcceptance: async (on: boolean) => {
      const res = await server().api("PUT", "/quote-settings", {
        token: await token("admin@msp.demo"),
        body: { version: (await readSettings()).json().version, orderAtAcceptance: on },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}
