import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import SettingsUsersPage from "./settings-users-page.tsx";
import { ACCOUNT, member, team } from "./test-data.ts";

const sales = team({ name: "Deal makers", teamType: "sales", memberCount: 1 });
const sam = member();
const olga = member({ email: "olga@msp.demo", displayName: "Olga Ops" });
const samInTeam = {
  userId: sam.id,
  email: sam.email,
  displayName: sam.displayName,
  role: "sales",
  active: true,
  level: "user",
};

function api(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/teams": () => json(200, { data: [sales], hasMore: false }),
    [`GET /api/v1/teams/${sales.id}/users`]: () => json(200, { data: [samInTeam], hasMore: false }),
    "GET /api/v1/users": () => json(200, { data: [sam, olga], hasMore: false }),
    ...extra,
  });
}

async function openTeam() {
  fireEvent.click(await screen.findByRole("button", { name: /Deal makers/ }));
  return screen.findByText("sam@msp.demo");
}

describe("teams tab", () => {
  it("lists teams and loads a team's members when opened", async () => {
    signIn();
    const { calls } = api();
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    expect(await screen.findByText("Deal makers")).toBeTruthy();
    expect(screen.getByText("1 member")).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/v1/teams?accountId=${ACCOUNT}&limit=100`)).toBe(true);
    expect(calls.some((c) => c.path.startsWith(`/api/v1/teams/${sales.id}/users`))).toBe(false);
    await openTeam();
    expect(screen.getByText("Sam Sales")).toBeTruthy();
  });

  it("shows an empty state without teams", async () => {
    signIn();
    api({ "GET /api/v1/teams": () => json(200, { data: [], hasMore: false }) });
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    expect(await screen.findByText("No teams yet")).toBeTruthy();
  });

  it("creates a team after checking its fields", async () => {
    signIn();
    const { calls } = api({ "POST /api/v1/teams": () => json(201, team({ name: "Field crew" })) });
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    fireEvent.click(await screen.findByRole("button", { name: "Create team" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Type is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Field crew" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Type/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Project management" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Team created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Field crew",
      teamType: "pm",
      accountId: ACCOUNT,
    });
  });

  it("renames a team with its version", async () => {
    signIn();
    const { calls } = api({
      [`PUT /api/v1/teams/${sales.id}`]: () => json(200, { ...sales, name: "Closers" }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    await openTeam();
    fireEvent.click(screen.getByRole("button", { name: "Rename or change type" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Closers" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Team updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Closers",
      teamType: "sales",
      version: 2,
    });
  });

  it("deletes a team after confirmation", async () => {
    signIn();
    const { calls } = api({ [`DELETE /api/v1/teams/${sales.id}`]: () => json(200, { id: sales.id }) });
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    await openTeam();
    fireEvent.click(screen.getByRole("button", { name: "Delete team" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Team deleted successfully.")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("adds a member as manager, changes a level and removes a member", async () => {
    signIn();
    const { calls } = api({
      [`POST /api/v1/teams/${sales.id}/users`]: (call) =>
        json(200, { ...samInTeam, ...(call.body as object), displayName: "Olga Ops" }),
      [`DELETE /api/v1/teams/${sales.id}/users/${sam.id}`]: () =>
        json(200, { teamId: sales.id, userId: sam.id }),
    });
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    await openTeam();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("User is required")).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "Add a member" }));
    // Sam is in the team already, so only Olga is offered.
    expect(screen.queryByRole("option", { name: /Sam Sales/ })).toBeNull();
    fireEvent.click(await screen.findByRole("option", { name: "Olga Ops (olga@msp.demo)" }));
    fireEvent.click(screen.getByRole("combobox", { name: "Level" }));
    fireEvent.click(await screen.findByRole("option", { name: "Manager" }));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Olga Ops added successfully.")).toBeTruthy();

    fireEvent.click(screen.getByRole("combobox", { name: "Level of Sam Sales" }));
    fireEvent.click(await screen.findByRole("option", { name: "Manager" }));
    expect(await screen.findByText("Sam Sales updated successfully.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove Sam Sales from Deal makers" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { userId: olga.id, level: "manager" },
      { userId: sam.id, level: "manager" },
    ]);
  });

  it("shows teams read-only below administrator", async () => {
    signIn(fakeUser({ role: "engineering", userRole: "engineering", roles: ["engineering"] }));
    api();
    renderAt(<SettingsUsersPage />, "/settings/users?tab=teams");
    await openTeam();
    expect(screen.queryByRole("button", { name: "Create team" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete team" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Add a member" })).toBeNull();
  });
});
