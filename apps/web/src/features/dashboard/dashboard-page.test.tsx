import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import DashboardPage from "./dashboard-page.tsx";

describe("dashboard", () => {
  it("shows a card per count of the summary", async () => {
    signIn();
    mockFetch({ "GET /api/v1/dashboard/summary": () => json(200, { openQuotes: 1200, customers: 4 }) });
    renderAt(<DashboardPage />);
    expect(await screen.findByText("Open quotes")).toBeTruthy();
    expect(screen.getByText("1,200")).toBeTruthy();
    expect(screen.getByText("Customers")).toBeTruthy();
  });

  it("shows an empty state when there is nothing to count", async () => {
    signIn();
    mockFetch({ "GET /api/v1/dashboard/summary": () => json(200, {}) });
    renderAt(<DashboardPage />);
    expect(await screen.findByText("No figures yet")).toBeTruthy();
  });

  it("says the figures are unavailable when the call fails", async () => {
    signIn();
    mockFetch({});
    renderAt(<DashboardPage />);
    expect(await screen.findByText("Figures unavailable")).toBeTruthy();
  });

  it("counts the onboarding steps as the onboarding page shows them (Payments hidden)", async () => {
    // Stored position 2 is Company details, the second of the six shown steps.
    signIn(fakeUser({ accountOnboardingStep: 2 }));
    mockFetch({ "GET /api/v1/dashboard/summary": () => json(200, {}) });
    renderAt(<DashboardPage />);
    expect(await screen.findByText(/Onboarding step 2 of 6: Company details\./)).toBeTruthy();
  });
});
