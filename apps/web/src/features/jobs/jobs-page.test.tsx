import type { TJob } from "@q2c/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { OWNER, page, queryOf } from "../accounts/test-data.ts";
import JobsPage from "./jobs-page.tsx";

function job(overrides: Partial<TJob> = {}): TJob {
  return {
    id: "0190a000-0000-7000-8000-00000000a001",
    kind: "send-mail",
    state: "failed",
    tenantId: null,
    summary: "Mail to omar@example.com: Reset your password",
    tries: 5,
    maxTries: 5,
    error: "451 Mailbox busy",
    createdAt: "2026-11-26T10:00:00.000Z",
    startedAt: "2026-11-26T10:14:00.000Z",
    finishedAt: "2026-11-26T10:14:01.000Z",
    runAfter: "2026-11-26T10:14:00.000Z",
    ...overrides,
  };
}

describe("/jobs (the job queue)", () => {
  it("lists the failed jobs first, with tries and error, and retries one", async () => {
    signIn(OWNER);
    const failed = job();
    let retried = false;
    const { calls } = mockFetch({
      "GET /api/v1/jobs": ({ path }) =>
        json(200, page(queryOf(path).state === "failed" && !retried ? [failed] : [])),
      [`POST /api/v1/jobs/${failed.id}/retry`]: () => {
        retried = true;
        return json(200, { ...failed, state: "queued" });
      },
    });
    renderAt(<JobsPage />, "/jobs");
    const table = await screen.findByRole("table", { name: "Jobs" });
    const row = within(table).getByText(failed.summary).closest("tr") as HTMLElement;
    expect(within(row).getByText("5 of 5")).toBeTruthy();
    expect(within(row).getByText("451 Mailbox busy")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: `Retry ${failed.summary}` }));
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/retry"))).toBe(true);
  });

  it("shows the jobs of the state chosen, without a retry button for others", async () => {
    signIn(OWNER);
    const running = job({ state: "active", error: null, tries: 1, summary: "Product import x, rows 1–200" });
    const { calls } = mockFetch({
      "GET /api/v1/jobs": ({ path }) => json(200, page(queryOf(path).state === "active" ? [running] : [])),
    });
    renderAt(<JobsPage />, "/jobs");
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Active" }));
    const table = await screen.findByRole("table", { name: "Jobs" });
    expect(within(table).getByText("Product import x, rows 1–200")).toBeTruthy();
    expect(within(table).queryByRole("button", { name: /Retry/ })).toBeNull();
    expect(queryOf(calls.at(-1)?.path ?? "")).toEqual({ state: "active" });
  });
});
