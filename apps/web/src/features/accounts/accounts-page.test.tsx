import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import AccountsPage from "./accounts-page.tsx";
import { account, customer, detail, MSP, OWNER, PLATFORM, page, queryOf } from "./test-data.ts";

const northwind = account({ id: MSP });
const adatum = customer();
const platform = account({
  id: PLATFORM,
  accountName: "Platform",
  kind: "platformOwner",
  companyType: "platform_owner",
  parentId: null,
});

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/v1/accounts": ({ path }) => {
      const q = queryOf(path);
      if (q.q === "zzz") return json(200, page([]));
      if (q.type === "msp") return json(200, page([northwind]));
      if (q.startingAfter) return json(200, page([account({ accountName: "Second page MSP" })]));
      return json(200, page([platform, northwind, adatum], true));
    },
    ...extra,
  });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/v1/accounts?") || c.path === "/api/v1/accounts");

describe("/accounts", () => {
  it("lists every account with kind, company type, parent and status", async () => {
    signIn(OWNER);
    serve();
    renderAt(<AccountsPage />, "/accounts");
    const table = await screen.findByRole("table", { name: "Accounts" });
    const row = within(table).getByText("Adatum Corp").closest("tr") as HTMLElement;
    expect(within(row).getByText("Customer", { selector: ".mantine-Badge-label" })).toBeTruthy();
    // The parent's name comes from the same page.
    expect(within(row).getByText("Northwind IT")).toBeTruthy();
    expect(within(row).getByText("active")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Northwind IT" }).getAttribute("href")).toBe(
      `/msp/${MSP}/view`,
    );
    // Neither the platform account's entitlements nor its deletion are offered.
    expect(
      (within(table).getByRole("button", { name: "Delete Platform" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("searches by name, filters by type and pages with the last id", async () => {
    signIn(OWNER);
    const { calls } = serve();
    renderAt(<AccountsPage />, "/accounts");
    await screen.findByRole("table", { name: "Accounts" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Second page MSP")).toBeTruthy();
    expect(queryOf(listCalls(calls).at(-1)?.path ?? "")).toEqual({ startingAfter: adatum.id });

    fireEvent.click(screen.getByRole("combobox", { name: "Type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Service providers" }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)?.path ?? "")).toEqual({ type: "msp" }));

    fireEvent.change(screen.getByLabelText("Search by name"), { target: { value: "zzz" } });
    expect(await screen.findByText("No results found")).toBeTruthy();
    expect(queryOf(listCalls(calls).at(-1)?.path ?? "")).toEqual({ type: "msp", q: "zzz" });
  });

  it("creates a partner with a company type, after checking the required fields", async () => {
    signIn(OWNER);
    const { calls } = serve({
      "POST /api/v1/accounts": ({ body }) =>
        json(201, detail(account({ accountName: (body as { accountName: string }).accountName }))),
    });
    renderAt(<AccountsPage />, "/accounts");
    fireEvent.click(await screen.findByRole("button", { name: "Add account" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Account name is required")).toBeTruthy();
    expect(within(dialog).getByText("Company type is required")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Account name/), { target: { value: "Tailspin" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Company type/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Distributor" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Account created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      accountName: "Tailspin",
      companyType: "distributor",
    });
  });

  it("asks before deleting and explains a refusal (409)", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`DELETE /api/v1/accounts/${MSP}`]: () =>
        json(409, { code: "account_has_users", message: "This account still has users. Delete them first." }),
    });
    renderAt(<AccountsPage />, "/accounts");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Northwind IT" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This account still has users. Delete them first.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("sends only the entitlements that were switched", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`GET /api/v1/accounts/${MSP}`]: () =>
        json(200, detail(northwind, { entitlements: { hasContracts: true, hasInvoices: false } })),
      [`PUT /api/v1/accounts/${MSP}/entitlements`]: () =>
        json(200, { accountId: MSP, entitlements: { hasContracts: true, hasInvoices: true } }),
    });
    renderAt(<AccountsPage />, "/accounts");
    fireEvent.click(await screen.findByRole("button", { name: "Entitlements of Northwind IT" }));
    const dialog = await screen.findByRole("dialog");
    const invoices = await within(dialog).findByRole("switch", { name: "Invoices" });
    expect((within(dialog).getByRole("switch", { name: "Contracts" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(invoices);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Entitlements updated successfully.")).toBeTruthy();
    expect(queryOf(calls.find((c) => c.path.startsWith(`/api/v1/accounts/${MSP}?`))?.path ?? "")).toEqual({
      getEntitlements: "true",
    });
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ entitlements: { hasInvoices: true } });
  });
});
