import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import {
  CUSTOMER,
  customer,
  detail,
  location,
  MSP_ADMIN,
  page,
  queryOf,
  user,
} from "../accounts/test-data.ts";
import CustomerViewPage from "./customer-view-page.tsx";

const adatum = detail(customer({ id: CUSTOMER }));
const ada = user({ email: "ada@adatum.example", displayName: "Ada Tum" });
const hq = location({
  name: "Adatum HQ",
  floors: [{ id: "f1", name: "Ground", position: 0, areaSqft: null }],
});

function open(path: string) {
  return renderRoutes(
    [
      "/customers/:accountId/view",
      "/customers/:accountId/view/team-members",
      "/customers/:accountId/view/locations",
    ]
      .map((p) => ({ path: p, element: <CustomerViewPage /> }))
      .concat([{ path: "/customers/:accountId/locations/add", element: <p>add location page</p> }]),
    path,
  );
}

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, adatum),
    "GET /api/v1/users": () =>
      json(200, page([ada, user({ email: "new@adatum.example", displayName: "", pending: true })])),
    [`GET /api/v1/accounts/${CUSTOMER}/locations`]: () => json(200, page([hq])),
    ...extra,
  });
}

describe("/customers/:accountId/view", () => {
  it("opens on the Team Members tab with the customer's users", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve();
    const { router } = open(`/customers/${CUSTOMER}/view`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/customers/${CUSTOMER}/view/team-members`),
    );
    expect(await screen.findByRole("heading", { name: "Adatum Corp" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Team Members",
      "Projects",
      "Quotes",
      "Locations",
    ]);
    const table = await screen.findByRole("table", { name: "Team members" });
    expect(within(table).getByText("ada@adatum.example")).toBeTruthy();
    expect(within(table).getByText("Invited")).toBeTruthy();
    expect(queryOf(calls.find((c) => c.path.startsWith("/api/v1/users"))?.path ?? "")).toEqual({
      accountId: CUSTOMER,
    });
  });

  it("invites users into the customer's account", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve({
      "POST /api/v1/users/bulk-invite": () =>
        json(200, {
          data: [
            {
              id: "n",
              email: "nia@adatum.example",
              firstName: "Nia",
              lastName: "",
              role: "sales",
              accountId: CUSTOMER,
              mailed: true,
            },
          ],
        }),
    });
    open(`/customers/${CUSTOMER}/view/team-members`);
    fireEvent.click(await screen.findByRole("button", { name: "Invite users" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Email is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "Nia@Adatum.example" } });
    fireEvent.change(within(dialog).getByLabelText("First name"), { target: { value: "Nia" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Role/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Sales" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Member invited successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      accountId: CUSTOMER,
      users: [{ email: "nia@adatum.example", role: "sales", firstName: "Nia" }],
    });
  });

  it("shows the customer's locations on the Locations tab, with a way to add one", async () => {
    signIn(MSP_ADMIN);
    serve();
    const { router } = open(`/customers/${CUSTOMER}/view/team-members`);
    fireEvent.click(await screen.findByRole("tab", { name: "Locations" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${CUSTOMER}/view/locations`));
    const table = await screen.findByRole("table", { name: "Locations" });
    const row = within(table).getByText("Adatum HQ").closest("tr") as HTMLElement;
    expect(within(row).getByText("1 Main Street, Boston, MA 02108, US")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Edit Adatum HQ" }).getAttribute("href")).toBe(
      `/customers/${CUSTOMER}/locations/${hq.id}/edit`,
    );
    fireEvent.click(screen.getByRole("link", { name: "Add location" }));
    expect(await screen.findByText("add location page")).toBeTruthy();
  });
});
