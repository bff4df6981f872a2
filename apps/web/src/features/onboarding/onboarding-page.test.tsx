import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "../../api/session-storage.ts";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { account } from "../settings-company/test-account.ts";
import OnboardingPage from "./onboarding-page.tsx";

const owner = (step: number, role = "owner") =>
  fakeUser({
    accountOnboardingStep: step,
    role,
    userRole: role,
    roles: [role],
    accountName: "Fresh Start IT",
  });
const ACCOUNT_ID = owner(0).accountId;
const fresh = account({
  accountName: "Fresh Start IT",
  brandFlag: "no",
  brandable: false,
  onboardingStep: 0,
});

function api(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    [`GET /api/v1/accounts/${ACCOUNT_ID}`]: () => json(200, fresh),
    "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
    [`PUT /api/v1/accounts/${ACCOUNT_ID}/onboarding-step`]: (call) =>
      json(200, { accountId: ACCOUNT_ID, onboardingStep: (call.body as { step: number }).step }),
    ...extra,
  });
}

const stepCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.endsWith("/onboarding-step")).map((c) => c.body);

function renderOnboarding() {
  return renderAt(<OnboardingPage />, "/onboarding", [{ path: "/", element: <p>dashboard page</p> }]);
}

describe("onboarding", () => {
  it("says onboarding is complete when the account is past it", async () => {
    signIn(owner(-1));
    api();
    renderOnboarding();
    expect(await screen.findByText("Onboarding is complete")).toBeTruthy();
  });

  it("shows the plan as information and moves past the hidden Payments step", async () => {
    signIn(owner(0));
    const { calls } = api();
    renderOnboarding();
    expect(await screen.findByText("Step 1 of 6: Select Plan")).toBeTruthy();
    expect(screen.getByText(/Choosing and paying for a plan in the app is not available yet/)).toBeTruthy();
    expect(screen.queryByText("Payments")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Step 2 of 6: Company details")).toBeTruthy();
    expect(stepCalls(calls)).toEqual([{ step: 2 }]);
    expect(getSessionUser()?.accountOnboardingStep).toBe(2);
    expect(await screen.findByLabelText("Legal name")).toBeTruthy();
  });

  it("saves the company details, then moves on", async () => {
    signIn(owner(2));
    const { calls } = api({
      [`PUT /api/v1/accounts/${ACCOUNT_ID}`]: () => json(200, { ...fresh, version: 8 }),
    });
    renderOnboarding();
    fireEvent.change(await screen.findByLabelText("Legal name"), { target: { value: "Fresh Start IT Inc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Step 3 of 6: Branding")).toBeTruthy();
    const order = calls.filter((c) => c.method === "PUT").map((c) => c.path.split("/").pop());
    expect(order).toEqual([ACCOUNT_ID, "onboarding-step"]);
    const saved = calls.find((c) => c.method === "PUT")?.body as { companyDetails?: object } | undefined;
    expect(saved?.companyDetails).toMatchObject({ legalName: "Fresh Start IT Inc" });
    expect(stepCalls(calls)).toEqual([{ step: 3 }]);
    // Fresh Start has no brand option: the step explains it and lets the user continue.
    expect(await screen.findByText("Branding is not available")).toBeTruthy();
  });

  it("checks the company form before moving on", async () => {
    signIn(owner(2));
    const { calls } = api();
    renderOnboarding();
    fireEvent.change(await screen.findByLabelText("Business phone"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("The phone is not valid!")).toBeTruthy();
    expect(stepCalls(calls)).toEqual([]);
  });

  it("goes back a step", async () => {
    signIn(owner(2));
    const { calls } = api();
    renderOnboarding();
    await screen.findByLabelText("Legal name");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Step 1 of 6: Select Plan")).toBeTruthy();
    expect(stepCalls(calls)).toEqual([{ step: 0 }]);
  });

  it("asks before going back over unsaved company details, and stays when told to", async () => {
    signIn(owner(2));
    const { calls } = api();
    renderOnboarding();
    fireEvent.change(await screen.findByLabelText("Legal name"), { target: { value: "Changed LLC" } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Are you sure you want to leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() =>
      expect(screen.queryByText("Are you sure you want to leave without saving?")).toBeNull(),
    );
    expect(screen.getByText("Step 2 of 6: Company details")).toBeTruthy();
    expect(stepCalls(calls)).toEqual([]);
  });

  it("finishes with step -1, reloads the user and opens the dashboard", async () => {
    const user = signIn(owner(6));
    const { calls } = api({
      [`GET /api/v1/users/${user.id}`]: () => json(200, { ...user, accountOnboardingStep: -1 }),
    });
    renderOnboarding();
    expect(await screen.findByText("Step 6 of 6: Templates")).toBeTruthy();
    expect(screen.getByText(/This part of the platform is not available yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("dashboard page")).toBeTruthy();
    expect(stepCalls(calls)).toEqual([{ step: -1 }]);
    await waitFor(() => expect(getSessionUser()?.accountOnboardingStep).toBe(-1));
    expect(calls.some((c) => c.path.startsWith(`/api/v1/users/${user.id}`))).toBe(true);
  });

  it("lets only the owner or an administrator move the steps", async () => {
    signIn(owner(4, "sales"));
    api();
    renderOnboarding();
    expect(await screen.findByText(/Only the owner or an administrator of Fresh Start IT/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
