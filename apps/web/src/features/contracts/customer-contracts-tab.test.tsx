import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { customer, detail, page, queryOf } from "../accounts/test-data.ts";
import CustomerViewPage from "../customers/customer-view-page.tsx";
import { MSP_ADMIN } from "../quotes/test-data.ts";
import { CONTRACTS_ADMIN, CUSTOMER, contract, contractListItem } from "./test-data.ts";

const adatum = customer({ id: CUSTOMER });
const agreement = contractListItem({ name: "Adatum agreement 2026" });

function open(rows = [agreement]) {
  const created = contract({ name: "Adatum 2027" });
  const mock = mockFetch({
    [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(adatum)),
    "GET /api/v1/contracts": () => json(200, page(rows)),
    "POST /api/v1/contracts": () => json(201, created),
  });
  const view = renderRoutes(
    [
      { path: "/customers/:accountId/view/:tab", element: <CustomerViewPage /> },
      { path: "/contract/:id", element: <p>contract page</p> },
    ],
    `/customers/${CUSTOMER}/view/contracts`,
  );
  return { ...mock, ...view, created };
}

describe("the customer view's Contracts tab", () => {
  it("lists the customer's contracts without a customer column or filter", async () => {
    signIn(CONTRACTS_ADMIN);
    const { calls } = open();
    const table = await screen.findByRole("table", { name: "Contracts" }, { timeout: 4000 });
    expect(screen.getByRole("tab", { name: "Contracts", selected: true })).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Adatum agreement 2026" }).getAttribute("href")).toBe(
      `/contract/${agreement.id}`,
    );
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Customer" })).toBeNull();
    expect(queryOf(calls.find((c) => c.path.startsWith("/api/v1/contracts"))?.path ?? "")).toEqual({
      limit: "25",
      accountId: CUSTOMER,
    });
  });

  it("adds a contract for this customer from the empty state", async () => {
    signIn(CONTRACTS_ADMIN);
    const { calls, router, created } = open([]);
    expect(
      await screen.findByText("No contracts with this customer yet", {}, { timeout: 4000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Add contract" })[1] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Add contract" });
    expect((within(dialog).getByRole("textbox", { name: "Customer" }) as HTMLInputElement).value).toBe(
      "Adatum Corp",
    );
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Contract name/ }), {
      target: { value: "Adatum 2027" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${created.id}`));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      accountId: CUSTOMER,
      name: "Adatum 2027",
    });
  });

  it("has no Contracts tab without the contracts entitlement", async () => {
    signIn(MSP_ADMIN);
    const { calls, router } = open();
    await screen.findByRole("tab", { name: "Team Members", selected: true }, { timeout: 4000 });
    expect(screen.queryByRole("tab", { name: "Contracts" })).toBeNull();
    expect(router.state.location.pathname).toBe(`/customers/${CUSTOMER}/view/team-members`);
    expect(calls.some((c) => c.path.startsWith("/api/v1/contracts"))).toBe(false);
  });
});
