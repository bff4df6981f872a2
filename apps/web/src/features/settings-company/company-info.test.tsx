import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import CompanyInfoPage from "./company-info-page.tsx";
import CompanyPage from "./company-page.tsx";
import { ACCOUNT_ID, account } from "./test-account.ts";

const routes = [
  { path: "/settings/company", element: <CompanyPage /> },
  { path: "/settings/company/info", element: <CompanyInfoPage /> },
];

function api(put?: (call: RecordedCall) => Response) {
  return mockFetch({
    [`GET /api/v1/accounts/${ACCOUNT_ID}`]: () => json(200, account()),
    "GET /api/v1/default-distributors/choices": () => json(200, { data: [] }),
    ...(put ? { [`PUT /api/v1/accounts/${ACCOUNT_ID}`]: put } : {}),
  });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("company info", () => {
  it("opens Info from /settings/company with the stored details", async () => {
    signIn();
    const { calls } = api();
    const { router } = renderRoutes(routes, "/settings/company");
    expect(await screen.findByDisplayValue("Northwind IT LLC")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings/company/info");
    expect(screen.getByText("northwind.example")).toBeTruthy();
    expect((screen.getByLabelText("Show in marketplace") as HTMLInputElement).checked).toBe(true);
    expect(calls[0]?.path).toBe(`/api/v1/accounts/${ACCOUNT_ID}?getSettings=true`);
  });

  it("saves with the version and clears emptied fields through nullFields", async () => {
    signIn();
    const { calls } = api((call) => json(200, { ...account({ version: 8 }), ...(call.body as object) }));
    renderRoutes(routes, "/settings/company/info");
    await screen.findByDisplayValue("Northwind IT LLC");
    type("DBA (doing business as)", "Northwind");
    type("Business phone", "");
    type("Credit limit (USD)", "2500.50");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Company information updated successfully.")).toBeTruthy();
    const body = calls.find((c) => c.method === "PUT")?.body as Record<string, unknown>;
    expect(body.version).toBe(7);
    expect(body.accountName).toBe("Northwind IT");
    expect(body.nullFields).toEqual(["companyDetails.businessPhone"]);
    expect(body.companyDetails).toMatchObject({
      legalName: "Northwind IT LLC",
      dba: "Northwind",
      creditLimit: "2500.50",
      hqAddress: { address1: "1 Main St", city: "Boston", address2: "", state: "", zip: "", country: "" },
      trustedDomains: ["northwind.example"],
      showInMarketplace: "yes",
      digitalDistributor: "no",
    });
    expect(body.companyDetails).not.toHaveProperty("businessPhone");
  });

  it("explains invalid values and sends nothing", async () => {
    signIn();
    const { calls } = api(() => json(200, account()));
    renderRoutes(routes, "/settings/company/info");
    await screen.findByDisplayValue("Northwind IT LLC");
    type("Business phone", "call me");
    type(/^Account name/, " ");
    type("Credit limit (USD)", "lots");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The phone is not valid!")).toBeTruthy();
    expect(screen.getByText("Account name is required")).toBeTruthy();
    expect(screen.getByText("Enter an amount like 1200 or 1200.50")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("says so and reloads when someone else saved first (409)", async () => {
    signIn();
    const { calls } = api(() => json(409, { message: "changed", code: "conflict", version: 8 }));
    renderRoutes(routes, "/settings/company/info");
    await screen.findByDisplayValue("Northwind IT LLC");
    type("DBA (doing business as)", "NW");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/changed by someone else/)).toBeTruthy();
    const loads = () => calls.filter((c) => c.path.startsWith(`/api/v1/accounts/${ACCOUNT_ID}?`)).length;
    await waitFor(() => expect(loads()).toBe(2));
  });

  it("is read-only for roles that may not change the account", async () => {
    signIn(fakeUser({ role: "finance", userRole: "finance", roles: ["finance"] }));
    api();
    renderRoutes(routes, "/settings/company/info");
    await screen.findByDisplayValue("Northwind IT LLC");
    expect(screen.getByText(/Only administrators can change the company settings/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect((screen.getByLabelText("Legal name") as HTMLInputElement).readOnly).toBe(true);
  });
});
