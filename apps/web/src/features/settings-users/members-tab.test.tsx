import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import SettingsUsersPage from "./settings-users-page.tsx";
import { ACCOUNT, detailOf, member, team } from "./test-data.ts";

const salesTeam = team();
const sam = member({
  teams: [{ teamId: salesTeam.id, id: "sales", name: "Sales", level: "manager" }],
  mfaEnabled: true,
});
const ivy = member({
  email: "ivy@msp.demo",
  firstName: "Ivy",
  lastName: "Invited",
  displayName: "Ivy Invited",
  pending: true,
});
const dan = member({ email: "dan@msp.demo", displayName: "Dan Gone", active: false });

function api(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/users": () => json(200, { data: [sam, ivy, dan], hasMore: false }),
    [`GET /api/v1/users/${sam.id}`]: () => json(200, detailOf(sam, { mfaEnabled: true })),
    [`GET /api/v1/users/${ivy.id}`]: () => json(200, detailOf(ivy)),
    [`GET /api/v1/users/${dan.id}`]: () => json(200, detailOf(dan)),
    "GET /api/v1/teams": () => json(200, { data: [salesTeam], hasMore: false }),
    ...extra,
  });
}

const openRowMenu = async (name: string) =>
  fireEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));

describe("members tab", () => {
  it("lists the account's members with role, teams, status and MFA", async () => {
    signIn();
    const { calls } = api();
    renderAt(<SettingsUsersPage />, "/settings/users");
    expect(await screen.findByRole("heading", { name: "Members and Teams" })).toBeTruthy();
    expect(await screen.findByText("Sam Sales")).toBeTruthy();
    const row = screen.getByText("Sam Sales").closest("tr") as HTMLElement;
    expect(within(row).getByText("sam@msp.demo")).toBeTruthy();
    expect(within(row).getByText("Sales (manager)")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(await within(row).findByText("On")).toBeTruthy();
    expect(screen.getByText("Invited, not registered")).toBeTruthy();
    expect(screen.getByText("Deactivated")).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/v1/users?accountId=${ACCOUNT}&limit=25`)).toBe(true);
  });

  it("is titled Team Members for customers", async () => {
    signIn(fakeUser({ accountKind: "customer", isCustomer: true, isMSP: "no" }));
    api();
    renderAt(<SettingsUsersPage />, "/settings/users");
    expect(await screen.findByRole("heading", { name: "Team Members" })).toBeTruthy();
  });

  it("searches on the server and pages with startingAfter", async () => {
    signIn();
    const { calls } = api({
      "GET /api/v1/users": (call) =>
        json(200, { data: [sam, ivy], hasMore: !call.path.includes("startingAfter") }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users");
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.some((c) => c.path.includes(`startingAfter=${ivy.id}`))).toBe(true));
    expect(await screen.findByText("Page 2")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search members"), { target: { value: "ivy" } });
    await waitFor(() => expect(calls.some((c) => c.path.includes("q=ivy"))).toBe(true));
    expect(calls.find((c) => c.path.includes("q=ivy"))?.path).not.toContain("startingAfter");
  });

  it("shows an empty state when nobody matches", async () => {
    signIn();
    api({ "GET /api/v1/users": () => json(200, { data: [], hasMore: false }) });
    renderAt(<SettingsUsersPage />, "/settings/users");
    expect(await screen.findByText("No members yet")).toBeTruthy();
  });

  it("hides every write action from roles below administrator", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales", roles: ["sales"] }));
    api();
    renderAt(<SettingsUsersPage />, "/settings/users");
    await openRowMenu("Sam Sales");
    expect(await screen.findByRole("menuitem", { name: "View profile" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Invite members" })).toBeNull();
  });

  it("deletes a member after the spec's confirmation", async () => {
    signIn();
    const { calls } = api({ [`DELETE /api/v1/users/${sam.id}`]: () => json(200, { id: sam.id }) });
    renderAt(<SettingsUsersPage />, "/settings/users");
    await openRowMenu("Sam Sales");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Member deleted successfully.")).toBeTruthy();
    expect(
      calls.some((c) => c.method === "DELETE" && c.path === `/api/v1/users/${sam.id}?accountId=${ACCOUNT}`),
    ).toBe(true);
  });

  it("deactivates after confirming and activates directly", async () => {
    signIn();
    const { calls } = api({
      [`POST /api/v1/users/${sam.id}/activate`]: () => json(200, { ...sam, active: false }),
      [`POST /api/v1/users/${dan.id}/activate`]: () => json(200, { ...dan, active: true }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users");
    await openRowMenu("Sam Sales");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Deactivate" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Member deactivated successfully.")).toBeTruthy();
    await openRowMenu("Dan Gone");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Activate" }));
    expect(await screen.findByText("Member activated successfully.")).toBeTruthy();
    const bodies = calls.filter((c) => c.path.endsWith("/activate")).map((c) => c.body);
    expect(bodies).toEqual([{ active: false }, { active: true }]);
  });

  it("sends a reminder to an invited member", async () => {
    signIn();
    const { calls } = api({
      "POST /api/v1/users/send-reminder": () => json(200, { data: [{ ...ivy, mailed: true }] }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users");
    await openRowMenu("Ivy Invited");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Send reminder" }));
    expect(await screen.findByText("Reminder sent to ivy@msp.demo.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/users/send-reminder")?.body).toEqual({ userIds: [ivy.id] });
  });

  it("changes role and teams with the version, and reloads on a 409", async () => {
    signIn();
    let answer = 200;
    const { calls } = api({
      [`PUT /api/v1/users/${sam.id}`]: () =>
        answer === 200 ? json(200, detailOf(sam)) : json(409, { message: "changed", code: "conflict" }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users");
    await openRowMenu("Sam Sales");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Change role and teams" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByLabelText("Sales"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Member updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ version: 4, role: "sales", teams: [] });

    answer = 409;
    const listLoads = () => calls.filter((c) => c.path.startsWith("/api/v1/users?")).length;
    const before = listLoads();
    await openRowMenu("Sam Sales");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Change role and teams" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByLabelText("Sales"));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Sam Sales was changed by someone else. The list has been reloaded."),
    ).toBeTruthy();
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });
});
