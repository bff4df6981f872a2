import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { customer, detail, page, queryOf } from "../accounts/test-data.ts";
import CustomerViewPage from "../customers/customer-view-page.tsx";
import { CUSTOMER, listItem, MSP_ADMIN } from "./test-data.ts";

const won = listItem({ dealName: "Adatum campus", type: "project", stage: "completed" });

describe("the customer view's Projects and Quotes tabs", () => {
  it("lists the customer's projects (type project), opening each beneath the customer", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(customer({ id: CUSTOMER }))),
      "GET /api/v1/quotes": () => json(200, page([won])),
    });
    renderRoutes(
      [{ path: "/customers/:accountId/view/projects", element: <CustomerViewPage /> }],
      `/customers/${CUSTOMER}/view/projects`,
    );
    const table = await screen.findByRole("table", { name: "Projects" }, { timeout: 4000 });
    expect(within(table).getByRole("link", { name: "Adatum campus" }).getAttribute("href")).toBe(
      `/customers/${CUSTOMER}/projects/${won.id}/edit`,
    );
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(queryOf(calls.find((c) => c.path.startsWith("/api/v1/quotes"))?.path ?? "")).toMatchObject({
      accountId: CUSTOMER,
      type: "project",
    });
    expect(screen.getByRole("link", { name: "Create Quote" }).getAttribute("href")).toBe(
      `/customers/${CUSTOMER}/projects/add`,
    );
  });

  it("says so when the customer has no quotes yet", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(customer({ id: CUSTOMER }))),
      "GET /api/v1/quotes": () => json(200, page([])),
    });
    renderRoutes(
      [{ path: "/customers/:accountId/view/quotes", element: <CustomerViewPage /> }],
      `/customers/${CUSTOMER}/view/quotes`,
    );
    expect(await screen.findByText("No quotes for this customer yet")).toBeTruthy();
    expect(queryOf(calls.find((c) => c.path.startsWith("/api/v1/quotes"))?.path ?? "").type).toBe("quote");
  });
});
