import { MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { product } from "../catalogue/test-data.ts";
import ContractPage from "./contract-page.tsx";
import { CONTRACTS_ADMIN, contract, contractProduct } from "./test-data.ts";

const ap = contractProduct({ name: "Access point", partNumber: "AP-1", listPrice: "100.00", price: "85.00" });
const agreement = contract({ name: "Adatum agreement 2026", version: 4, products: [ap] });
const switch24 = product({ name: "Switch 24", manufacturerPartNumber: "SW-24", price: "450.00" });
const apInCatalogue = product({ id: ap.productId, name: "Access point", price: "100.00" });

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(handlers: Handlers = {}) {
  const mock = mockFetch({
    [`GET /api/v1/contracts/${agreement.id}`]: () => json(200, agreement),
    "GET /api/v1/products/search": () => json(200, { data: [switch24, apInCatalogue] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/contract", element: <p>contracts list</p> },
      { path: "/contract/:id", element: <ContractPage /> },
    ],
    `/contract/${agreement.id}`,
  );
  return { ...mock, ...view };
}

const prices = () => screen.getByRole("table", { name: "Agreed prices" });
const rowOf = (name: string) => within(prices()).getByText(name).closest("tr") as HTMLElement;
const agreedPrice = (name: string) =>
  screen.getByRole("textbox", { name: `Agreed price of ${name}` }) as HTMLInputElement;
const searchBox = () => screen.getByRole("combobox", { name: "Add a product" });
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "PUT");

async function addSwitch() {
  fireEvent.change(searchBox(), { target: { value: "swit" } });
  await screen.findByRole("option", { name: /Switch 24/ });
  // Enter adds the highlighted result without submitting the form.
  fireEvent.keyDown(searchBox(), { key: "Enter" });
}

describe("/contract/:id", () => {
  beforeEach(() => {
    signIn(CONTRACTS_ADMIN);
  });

  it("shows the agreed prices with list price and saving, adds a product, and saves the whole list", async () => {
    const saved = { ...agreement, version: 5 };
    const { calls } = open({ [`PUT /api/v1/contracts/${agreement.id}`]: () => json(200, saved) });
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    expect(screen.getByText("Active")).toBeTruthy();
    expect(within(rowOf("Access point")).getByText("$100.00")).toBeTruthy();
    expect(within(rowOf("Access point")).getByText("15.00%")).toBeTruthy();
    expect(agreedPrice("Access point").value).toBe("85.00");
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);

    await addSwitch();
    expect(within(rowOf("Switch 24")).getByText("SW-24")).toBeTruthy();
    // A new row starts at the catalogue's price: no saving yet.
    expect(agreedPrice("Switch 24").value).toBe("450.00");
    expect(within(rowOf("Switch 24")).getByText("0.00%")).toBeTruthy();
    fireEvent.change(agreedPrice("Switch 24"), { target: { value: "405" } });
    expect(within(rowOf("Switch 24")).getByText("10.00%")).toBeTruthy();
    fireEvent.change(agreedPrice("Access point"), { target: { value: "110" } });
    expect(within(rowOf("Access point")).getByText("-10.00%")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      version: 4,
      name: "Adatum agreement 2026",
      reference: "NW-ADT-2026",
      startsOn: "2026-01-01",
      notes: "",
      products: [
        { productId: ap.productId, price: "110" },
        { productId: switch24.id, price: "405" },
      ],
      nullFields: ["endsOn"],
    });
    expect(await screen.findByText("Contract updated successfully.")).toBeTruthy();
  });

  it("takes the user to the agreed price a product already has instead of adding it twice", async () => {
    open();
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    fireEvent.change(searchBox(), { target: { value: "acce" } });
    await screen.findByRole("option", { name: /Access point/ });
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(await screen.findByText(/Access point is already in this contract/)).toBeTruthy();
    expect(within(prices()).getAllByRole("row")).toHaveLength(2);
    expect(document.activeElement).toBe(agreedPrice("Access point"));
  });

  it("refuses a malformed agreed price before sending, and shows the server's field errors", async () => {
    const { calls } = open({
      [`PUT /api/v1/contracts/${agreement.id}`]: () =>
        json(400, {
          code: "bad_request",
          message: "Bad input",
          fields: {
            endsOn: "The end date cannot be before the start date.",
            "products.0.price": "Use at most 6 decimals.",
          },
        }),
    });
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    fireEvent.change(agreedPrice("Access point"), { target: { value: "8,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.numberFormat)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(agreedPrice("Access point"), { target: { value: "80" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The end date cannot be before the start date.")).toBeTruthy();
    expect(within(rowOf("Access point")).getByText("Use at most 6 decimals.")).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  });

  it("on 409 says so; Re-apply sends the same changes with the version the answer names", async () => {
    let put = 0;
    const { calls } = open({
      [`PUT /api/v1/contracts/${agreement.id}`]: () => {
        put += 1;
        return put === 1
          ? json(409, { code: "conflict", message: "stale", version: 6 })
          : json(200, { ...agreement, version: 7, products: [{ ...ap, price: "80.00" }] });
      },
    });
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    fireEvent.change(agreedPrice("Access point"), { target: { value: "80.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    // The typed change is still there to re-apply.
    expect(agreedPrice("Access point").value).toBe("80.00");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((c) => (c.body as { version: number }).version)).toEqual([4, 6]);
    expect(puts(calls)[1]?.body).toMatchObject({ products: [{ productId: ap.productId, price: "80.00" }] });
    await waitFor(() => expect(screen.queryByText(/changed by someone else/)).toBeNull());
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
  });

  it("on 409 Reload shows the other person's version instead", async () => {
    let reads = 0;
    open({
      [`GET /api/v1/contracts/${agreement.id}`]: () => {
        reads += 1;
        return json(
          200,
          reads === 1 ? agreement : { ...agreement, version: 5, products: [{ ...ap, price: "70.00" }] },
        );
      },
      [`PUT /api/v1/contracts/${agreement.id}`]: () =>
        json(409, { code: "conflict", message: "stale", version: 5 }),
    });
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    fireEvent.change(agreedPrice("Access point"), { target: { value: "80" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(await screen.findByRole("button", { name: "Reload" }));
    await waitFor(() => expect(agreedPrice("Access point").value).toBe("70.00"));
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it("asks before leaving with unsaved changes", async () => {
    const { router } = open();
    await screen.findByRole("heading", { name: "Adatum agreement 2026" });
    fireEvent.click(screen.getByRole("button", { name: "Remove Access point" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Are you sure you want to leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() =>
      expect(screen.queryByText("Are you sure you want to leave without saving?")).toBeNull(),
    );
    expect(router.state.location.pathname).toBe(`/contract/${agreement.id}`);
  });

  it("deletes after a confirmation that says quotes keep their prices, then goes back to the list", async () => {
    const { calls, router } = open({
      [`DELETE /api/v1/contracts/${agreement.id}`]: () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Adatum agreement 2026" });
    expect(within(dialog).getByText(/Quotes that took its prices keep them/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contract"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
