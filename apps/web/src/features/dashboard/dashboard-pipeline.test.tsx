import type { TDashboardPipeline, TQuoteFigures } from "@q2c/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { CUSTOMER_USER, listItem, MSP_ADMIN } from "../quotes/test-data.ts";
import DashboardPage from "./dashboard-page.tsx";

const fig = (
  count: number,
  termTotal: string,
  oneTimeTotal = "0.00",
  monthlyRecurring = "0.00",
): TQuoteFigures => ({
  count,
  termTotal,
  oneTimeTotal,
  monthlyRecurring,
});

function pipeline(overrides: Partial<TDashboardPipeline> = {}): TDashboardPipeline {
  return {
    today: "2026-03-10",
    monthStart: "2026-03-01",
    open: fig(3, "1750.50", "900.00", "36.96"),
    byStage: [
      { stage: "build", ...fig(1, "500.00") },
      { stage: "review", ...fig(0, "0.00") },
      { stage: "price", ...fig(1, "250.50") },
      { stage: "proposal", ...fig(1, "1000.00") },
      { stage: "finance", ...fig(0, "0.00") },
      { stage: "agreement", ...fig(0, "0.00") },
    ],
    expiring: fig(1, "1000.00"),
    won: fig(1, "2000.00"),
    lost: fig(1, "300.00"),
    winRate: 50,
    recent: [listItem({ dealName: "Adatum HQ Wi-Fi refresh", quoteNumber: 1 })],
    ...overrides,
  };
}

const tile = (name: RegExp) => screen.getByRole("link", { name });

describe("dashboard pipeline", () => {
  it("shows the MSP's pipeline tiles, each linking to the list it counts", async () => {
    signIn(MSP_ADMIN);
    mockFetch({
      "GET /api/v1/dashboard/pipeline": () => json(200, pipeline()),
      "GET /api/v1/dashboard/summary": () => json(200, { users: 9, customers: 2 }),
    });
    renderAt(<DashboardPage />);
    const open = await screen.findByRole("link", { name: /^Open quotes 3/ });
    expect(open.getAttribute("href")).toBe("/quotes?outcome=open");
    expect(open.textContent).toContain("$1,750.50 term value");
    expect(tile(/^One-time value \$900\.00/).getAttribute("href")).toBe(
      "/quotes?outcome=open&sort=value-desc",
    );
    expect(tile(/^Monthly recurring \$36\.96/)).toBeTruthy();
    expect(tile(/^Expiring within 14 days 1/).getAttribute("href")).toBe("/quotes?expiring=true");
    const won = tile(/^Won this month 1/);
    expect(won.getAttribute("href")).toBe("/quotes?outcome=won&decidedFrom=2026-03-01&archived=all");
    expect(won.textContent).toContain("50% win rate");
    expect(tile(/^Declined this month 1/).getAttribute("href")).toBe(
      "/quotes?outcome=lost&decidedFrom=2026-03-01&archived=all",
    );
    const stages = screen.getByRole("list", { name: "Open quotes by stage" });
    expect(within(stages).getAllByRole("link", { name: "1 quote" })[0]?.getAttribute("href")).toBe(
      "/quotes?stage=build&outcome=open",
    );
    expect(within(stages).getAllByRole("link", { name: "0 quotes" })).toHaveLength(3);
    const recent = screen.getByRole("table", { name: "Your recent quotes" });
    expect(within(recent).getByText("Adatum HQ Wi-Fi refresh")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All quotes" }).getAttribute("href")).toBe(
      `/quotes?ownerUserId=${MSP_ADMIN.id}`,
    );
    // The account's counts stay for the MSP, under their own heading.
    expect(
      within(screen.getByRole("region", { name: "Your account" })).getByText("Team members"),
    ).toBeTruthy();
    // The charts come in their own chunk, drawn as one image each.
    // (The chunk's first import in a worker can take a while.)
    const chart = { timeout: 15_000 };
    expect(
      await screen.findByRole("img", { name: /^Term value of open quotes by stage: Build \$500\.00/ }, chart),
    ).toBeTruthy();
    expect(await screen.findByRole("img", { name: "This month: Won 1, Declined 1" }, chart)).toBeTruthy();
  });

  it("says so when nothing was decided this month", async () => {
    signIn(MSP_ADMIN);
    mockFetch({
      "GET /api/v1/dashboard/pipeline": () =>
        json(200, pipeline({ won: fig(0, "0.00"), lost: fig(0, "0.00"), winRate: null, recent: [] })),
      "GET /api/v1/dashboard/summary": () => json(200, {}),
    });
    renderAt(<DashboardPage />);
    expect(await screen.findByText("No quote was accepted or declined this month yet.")).toBeTruthy();
    expect(tile(/^Won this month 0/).textContent).toContain("No deals decided yet");
    expect(screen.getByText("No quotes of yours yet")).toBeTruthy();
  });

  it("shows a customer its shared quotes, not the MSP's counts of customers and teams", async () => {
    signIn(CUSTOMER_USER);
    const { calls } = mockFetch({
      "GET /api/v1/dashboard/pipeline": () =>
        json(200, pipeline({ won: fig(0, "0.00"), lost: fig(0, "0.00") })),
    });
    renderAt(<DashboardPage />);
    expect(await screen.findByRole("heading", { name: "Your quotes" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: /^Open quotes 3/ })).getAttribute("href")).toBe(
      "/quotes?outcome=open",
    );
    expect(tile(/^Accepted this month 0/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Won this month/ })).toBeNull();
    expect(screen.getByRole("table", { name: "Recent quotes" })).toBeTruthy();
    expect(screen.queryByText("Customers")).toBeNull();
    expect(screen.queryByText("Teams")).toBeNull();
    expect(calls.some((c) => c.path.startsWith("/api/v1/dashboard/summary"))).toBe(false);
  });

  it("keeps a role that may not read quotes to the counts, without asking for the pipeline", async () => {
    signIn(fakeUser({ role: "editor", userRole: "editor", roles: ["editor"] }));
    const { calls } = mockFetch({ "GET /api/v1/dashboard/summary": () => json(200, { users: 9 }) });
    renderAt(<DashboardPage />);
    expect(await screen.findByText("Team members")).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/v1/dashboard/pipeline"))).toBe(false);
  });

  it("offers to try again when the pipeline could not be loaded", async () => {
    signIn(MSP_ADMIN);
    let fail = true;
    mockFetch({
      "GET /api/v1/dashboard/pipeline": () => (fail ? json(500, { message: "boom" }) : json(200, pipeline())),
      "GET /api/v1/dashboard/summary": () => json(200, {}),
    });
    renderAt(<DashboardPage />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    retry.click();
    await waitFor(() => expect(screen.getByRole("link", { name: /^Open quotes 3/ })).toBeTruthy());
  });
});
