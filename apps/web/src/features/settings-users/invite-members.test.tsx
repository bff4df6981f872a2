import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import SettingsUsersPage from "./settings-users-page.tsx";
import { detailOf, member, team } from "./test-data.ts";

const sam = member();
const salesTeam = team({ name: "Sales crew" });

function api(invite: (call: RecordedCall) => Response) {
  return mockFetch({
    "GET /api/v1/users": () => json(200, { data: [sam], hasMore: false }),
    [`GET /api/v1/users/${sam.id}`]: () => json(200, detailOf(sam)),
    "GET /api/v1/teams": () => json(200, { data: [salesTeam], hasMore: false }),
    "POST /api/v1/users/bulk-invite": invite,
  });
}

async function openInvite() {
  fireEvent.click(await screen.findByRole("button", { name: "Invite members" }));
  return screen.findByRole("dialog");
}

const invited = (email: string, mailed = true) => ({
  id: `id-${email}`,
  email,
  firstName: "",
  lastName: "",
  role: "sales",
  accountId: "a",
  mailed,
});

describe("invite members", () => {
  it("checks the rows before sending anything", async () => {
    signIn();
    const { calls } = api(() => json(200, { data: [] }));
    renderAt(<SettingsUsersPage />, "/settings/users");
    const dialog = await openInvite();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Email is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "not-an-email" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/v1/users/bulk-invite")).toBe(false);
  });

  it("disables the roles above the actor's", async () => {
    signIn(fakeUser({ role: "manager", userRole: "manager", roles: ["manager"] }));
    api(() => json(200, { data: [] }));
    renderAt(<SettingsUsersPage />, "/settings/users");
    const dialog = await openInvite();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Role/ }));
    const admin = await screen.findByRole("option", { name: "Administrator" });
    expect(admin.getAttribute("aria-disabled") ?? admin.getAttribute("data-combobox-disabled")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Sales" }).getAttribute("data-combobox-disabled")).toBeNull();
  });

  it("invites several people with roles, names and teams in one request", async () => {
    signIn();
    const { calls } = api((call) => {
      const users = (call.body as { users: { email: string }[] }).users;
      return json(200, { data: users.map((u) => invited(u.email)) });
    });
    renderAt(<SettingsUsersPage />, "/settings/users");
    const dialog = await openInvite();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add another" }));
    const emails = within(dialog).getAllByLabelText(/^Email/);
    fireEvent.change(emails[0] as HTMLElement, { target: { value: "Nia@Example.com" } });
    fireEvent.change(within(dialog).getAllByLabelText("First name")[0] as HTMLElement, {
      target: { value: "Nia" },
    });
    fireEvent.change(emails[1] as HTMLElement, { target: { value: "omar@example.com" } });
    fireEvent.click(within(dialog).getAllByRole("combobox", { name: /^Role/ })[1] as HTMLElement);
    fireEvent.click(await screen.findByRole("option", { name: "Engineering" }));
    fireEvent.click(within(dialog).getAllByRole("combobox", { name: "Teams" })[1] as HTMLElement);
    fireEvent.click(await screen.findByRole("option", { name: "Sales crew" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send 2 invitations" }));
    expect(await screen.findByText("Members invited successfully.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/users/bulk-invite")?.body).toEqual({
      users: [
        { email: "nia@example.com", role: "administrator", firstName: "Nia" },
        { email: "omar@example.com", role: "engineering", teamIds: [salesTeam.id] },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("puts the server's e-mail conflict on the row it belongs to", async () => {
    signIn();
    api(() =>
      json(409, {
        message: "A user with this e-mail already exists.",
        code: "email_taken",
        fields: { "users.0.email": "A user with this e-mail already exists." },
      }),
    );
    renderAt(<SettingsUsersPage />, "/settings/users");
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "sam@msp.demo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("A user with this e-mail already exists.")).toBeTruthy();
  });

  it("warns when an invitation could not be mailed", async () => {
    signIn();
    api(() => json(200, { data: [invited("late@example.com", false)] }));
    renderAt(<SettingsUsersPage />, "/settings/users");
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "late@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(/could not be mailed to late@example.com/)).toBeTruthy();
  });
});
