import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { account } from "../accounts/test-data.ts";
import { MSP_ADMIN, project } from "../quotes/test-data.ts";
import { MembersPanel } from "./members-panel.tsx";

const fabrikam = account({ accountName: "Fabrikam", isMSP: "no", isSpLink: "yes" });
const quote = project({
  members: [
    { id: "m1", accountId: "acc-tailspin", accountName: "Tailspin", kind: "financial", createdAt: "" },
  ],
  team: [{ id: "u-sam", displayName: "Sam Sales", email: "sales@msp.demo", role: "sales", teams: [] }],
  watcherIds: ["u-sam", "u-unknown"],
});

function open(canEdit = true, seed?: { project: typeof quote; at: number }) {
  const mock = mockFetch({
    [`GET /api/v1/projects/${quote.id}`]: () => json(200, quote),
    [`GET /api/v1/projects/${quote.id}/member-candidates`]: (call) =>
      json(
        200,
        [
          { id: fabrikam.id, accountName: "Fabrikam", kind: "partner" },
          { id: "acc-woodgrove", accountName: "Woodgrove", kind: "financial" },
        ].filter((c) => !call.path.includes("term=fab") || c.accountName === "Fabrikam"),
      ),
    [`POST /api/v1/projects/${quote.id}/members`]: () =>
      json(201, {
        id: "m2",
        accountId: fabrikam.id,
        accountName: "Fabrikam",
        kind: "partner",
        createdAt: "",
      }),
    [`DELETE /api/v1/projects/${quote.id}/members/m1`]: () => json(200, {}),
    [`POST /api/v1/projects/${quote.id}/invite-members`]: () => json(200, { added: [], recipients: 2 }),
    [`POST /api/v1/projects/${quote.id}/notify-members`]: () => json(200, { recipients: 3 }),
    [`POST /api/v1/projects/${quote.id}/watch`]: () => json(200, { watching: true }),
  });
  renderAt(<MembersPanel projectId={quote.id} canEdit={canEdit} seed={seed} />, "/projects/x/edit");
  return mock;
}

const writes = (calls: ReturnType<typeof mockFetch>["calls"]) => calls.filter((c) => c.method !== "GET");

describe("MembersPanel", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
  });

  it("lists member accounts and watchers by name, and watches the quote", async () => {
    const { calls } = open();
    const list = await screen.findByRole("list", { name: "Member accounts" });
    expect(within(list).getByText("Tailspin")).toBeTruthy();
    expect(within(list).getByText("Financial")).toBeTruthy();
    expect(screen.getByText("Sam Sales, 1 other")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Watch" }));
    expect(await screen.findByRole("button", { name: "Unwatch" })).toBeTruthy();
    expect(writes(calls)[0]?.path).toBe(`/api/v1/projects/${quote.id}/watch`);
  });

  it("starts from the builder's read of the quote without reading it again, and reads afresh after a change", async () => {
    const { calls } = open(true, { project: quote, at: Date.now() });
    const list = await screen.findByRole("list", { name: "Member accounts" });
    expect(within(list).getByText("Tailspin")).toBeTruthy();
    expect(calls.filter((c) => c.method === "GET")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Watch" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "GET" && c.path.startsWith(`/api/v1/projects/${quote.id}?`)),
      ).toBe(true),
    );
  });

  it("adds a partner account of any kind found by the quote's member-candidates search", async () => {
    const { calls } = open();
    const candidates = `/api/v1/projects/${quote.id}/member-candidates`;
    fireEvent.click(await screen.findByRole("button", { name: "Add partner" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Choose at least one item.")).toBeTruthy();
    const account = within(dialog).getByRole("combobox", { name: /^Account/ });
    fireEvent.click(account);
    // Without a term the first accounts by name come, grouped by kind.
    expect(await screen.findByRole("option", { name: "Woodgrove" })).toBeTruthy();
    expect(within(screen.getByRole("listbox")).getByText("Financial")).toBeTruthy();
    expect(calls.some((c) => c.path === candidates)).toBe(true);
    // Mantine takes a change of an unfocused input for autofill, not typing.
    act(() => account.focus());
    fireEvent.change(account, { target: { value: "fab" } });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`${candidates}?term=fab`), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByRole("option", { name: "Woodgrove" })).toBeNull());
    expect(within(screen.getByRole("listbox")).getByText("Link partner")).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "Fabrikam" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ accountId: fabrikam.id });
    expect(calls.some((c) => c.path.startsWith("/api/v1/accounts"))).toBe(false);
  });

  it("invites partner accounts found by the same cross-tenant search, with a message", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Invite members" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Choose at least one item.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Accounts/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Woodgrove" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Message/ }), {
      target: { value: "Please join" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ accountIds: ["acc-woodgrove"], message: "Please join" });
    expect(calls.some((c) => c.path.startsWith("/api/v1/accounts"))).toBe(false);
  });

  it("removes a member after asking, and messages the members", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Tailspin" }));
    expect(await screen.findByText("Remove Tailspin from the quote's members?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove member" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.method).toBe("DELETE");

    fireEvent.click(screen.getByRole("button", { name: "Notify members" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a message to the members" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Enter a message.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Message/ }), {
      target: { value: "Site visit moved" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message sent to 3 people.")).toBeTruthy();
    expect(writes(calls)[1]?.body).toEqual({ message: "Site visit moved" });
  });

  it("offers no member writes to a reader", async () => {
    open(false);
    await screen.findByRole("list", { name: "Member accounts" });
    expect(screen.queryByRole("button", { name: "Add partner" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Tailspin" })).toBeNull();
    expect(screen.getByRole("button", { name: "Watch" })).toBeTruthy();
  });
});
