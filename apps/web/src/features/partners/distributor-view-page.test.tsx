import { MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { account, detail, OWNER, PLATFORM, page, queryOf } from "../accounts/test-data.ts";
import DistributorViewPage from "./distributor-view-page.tsx";
import { availability, distributorAccount, distributorProduct } from "./test-data.ts";

const SEARCH = "/api/v1/distributor/products/search";
const tailspin = distributorAccount();

function serve(digital: "yes" | "no", extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    [`GET /api/v1/accounts/${tailspin.id}`]: () =>
      json(200, detail(tailspin, { companyDetails: { digitalDistributor: digital } })),
    [`GET /api/v1/accounts/${PLATFORM}`]: () =>
      json(200, detail(account({ id: PLATFORM, accountName: "Platform" }))),
    [`GET /api/v1/accounts/${tailspin.id}/users`]: () => json(200, page([])),
    ...extra,
  });
}

const open = () =>
  renderRoutes(
    [{ path: "/distributors/:id", element: <DistributorViewPage /> }],
    `/distributors/${tailspin.id}`,
  );

const searchFor = async (term: string) => {
  fireEvent.change(await screen.findByRole("textbox", { name: /Search this distributor/ }), {
    target: { value: term },
  });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
};

describe("/distributors/:id", () => {
  it("says whether the distributor is digital and offers no search when it is not", async () => {
    signIn(OWNER);
    serve("no");
    open();
    expect(await screen.findByRole("heading", { name: "Tailspin Distribution" })).toBeTruthy();
    const item = screen.getByText("Digital distributor").closest("div") as HTMLElement;
    expect(within(item).getByText("No")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Search this distributor/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Entitlements" })).toBeNull();
  });

  it("asks for 3 characters before searching, and calls nothing for fewer", async () => {
    signIn(OWNER);
    const { calls } = serve("yes");
    open();
    await searchFor("mr");
    expect(await screen.findByText(MESSAGES.searchTooShort)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith(SEARCH))).toBe(false);
  });

  it("shows the products found and a product's availability by warehouse", async () => {
    signIn(OWNER);
    const { calls } = serve("yes", {
      [`GET ${SEARCH}`]: () =>
        json(200, { distributor: { id: "demo", name: "Demo Distribution" }, data: [distributorProduct()] }),
      "POST /api/v1/distributor/products/price-and-availability": () =>
        json(200, { distributor: { id: "demo", name: "Demo Distribution" }, data: [availability()] }),
    });
    open();
    await searchFor(" meraki ");
    const table = await screen.findByRole("table", { name: "Distributor products" });
    expect(queryOf(calls.find((c) => c.path.startsWith(SEARCH))?.path ?? "")).toEqual({ term: "meraki" });
    for (const text of [
      "A1B2C3",
      "MR36-HW",
      "Cisco Meraki",
      "Meraki MR36 Wi-Fi 6 access point",
      "601.14",
      "699.00",
    ]) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText("Prices from Demo Distribution")).toBeTruthy();

    fireEvent.click(within(table).getByRole("button", { name: "Check availability of A1B2C3" }));
    const stock = await screen.findByRole("table", { name: "Stock of A1B2C3 by warehouse" });
    expect(within(stock).getByText("Memphis, TN")).toBeTruthy();
    expect(within(stock).getByText("12")).toBeTruthy();
    expect(screen.getByText("Available")).toBeTruthy();
    expect(screen.getByText("17 available")).toBeTruthy();
    const asked = calls.find((c) => c.method === "POST");
    expect(asked?.body).toEqual({ partNumbers: ["A1B2C3"] });
  });

  it("says 'No results found' when nothing matches", async () => {
    signIn(OWNER);
    serve("yes", {
      [`GET ${SEARCH}`]: () =>
        json(200, { distributor: { id: "demo", name: "Demo Distribution" }, data: [] }),
    });
    open();
    await searchFor("zzzzzz");
    await waitFor(() => expect(screen.getByText(MESSAGES.noResultsFound)).toBeTruthy());
  });
});
