import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import {
  account,
  CUSTOMER,
  customer,
  detail,
  MSP,
  MSP_ADMIN,
  OWNER,
  page,
  queryOf,
} from "../accounts/test-data.ts";
import CustomersPage from "./customers-page.tsx";

const adatum = customer({ id: CUSTOMER });
const northwind = account({ id: MSP });

function open() {
  return renderRoutes(
    [
      { path: "/customers", element: <CustomersPage /> },
      { path: "/customers/:accountId/view/team-members", element: <p>customer view</p> },
    ],
    "/customers",
  );
}

describe("/customers", () => {
  it("lists the customers (type=customer), each linking to its view", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({ "GET /api/v1/accounts": () => json(200, page([adatum])) });
    open();
    const link = await screen.findByRole("link", { name: "Adatum Corp" });
    expect(link.getAttribute("href")).toBe(`/customers/${CUSTOMER}/view`);
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ type: "customer" });
  });

  it("says so when there are no customers yet, and offers to add one", async () => {
    signIn(MSP_ADMIN);
    mockFetch({ "GET /api/v1/accounts": () => json(200, page([])) });
    open();
    expect(await screen.findByText("No customers yet")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Add customer" })).toHaveLength(2);
  });

  it("creates a customer beneath the MSP and opens it", async () => {
    signIn(MSP_ADMIN);
    const created = customer({ accountName: "Litware" });
    const { calls } = mockFetch({
      "GET /api/v1/accounts": () => json(200, page([adatum])),
      "POST /api/v1/accounts": () => json(201, detail(created)),
    });
    const { router } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Add customer" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Account name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Account name/), { target: { value: "Litware" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Customer created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      accountName: "Litware",
      companyType: "customer",
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/customers/${created.id}/view/team-members`),
    );
  });

  it("lets the platform owner place a new customer beneath a chosen service provider", async () => {
    signIn(OWNER);
    const { calls } = mockFetch({
      "GET /api/v1/accounts": ({ path }) => {
        const type = queryOf(path).type;
        if (type === "msp") return json(200, page([northwind]));
        if (type === "link") return json(200, page([]));
        return json(200, page([adatum]));
      },
      "POST /api/v1/accounts": () => json(201, detail(customer())),
    });
    open();
    // The owner sees which MSP each customer belongs to.
    expect(await screen.findByRole("columnheader", { name: "Parent" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add customer" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Account name/), { target: { value: "Litware" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Service provider is required")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Service provider/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Northwind IT" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await screen.findByText("Customer created successfully.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      accountName: "Litware",
      companyType: "customer",
      parentId: MSP,
    });
  });
});
