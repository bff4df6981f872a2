import type { TCategoryPrice } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { category, MSP, MSP_ADMIN, nextId } from "../accounts/test-data.ts";
import { categoryOptions } from "./category-options.ts";
import { CategoryPricesPanel } from "./category-prices-panel.tsx";

const services = category({ name: "Services", position: 0 });
const cabling = category({ name: "Cabling", parentId: services.id, position: 0 });
const software = category({ name: "Software", position: 1 });
const CATEGORIES = [services, cabling, software];

const priceOf = (o: Partial<TCategoryPrice> = {}): TCategoryPrice => ({
  id: nextId(),
  categoryId: services.id,
  categoryName: "Services",
  costPlusPercent: "25",
  hourlyRate: "95.00",
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  ...o,
});

function serve(rows: TCategoryPrice[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/category-prices": () => json(200, { data: rows, hasMore: false }),
    "GET /api/v1/categories": () => json(200, { data: CATEGORIES }),
    "GET /api/v1/standard-cost-plus": () => json(200, { standardCostPlusPercent: "20" }),
    ...extra,
  });
}

const openAdd = async () => {
  const table = await screen.findByRole("table", { name: "Category prices" });
  expect(within(table).getByText("Services")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Add category price" }));
  return screen.findByRole("dialog", { name: "Add category price" });
};

describe("CategoryPricesPanel", () => {
  it("does not offer a category that already has a price, and adds one for another", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([priceOf()], {
      "POST /api/v1/category-prices": () => json(201, priceOf({ categoryId: software.id })),
    });
    renderAt(<CategoryPricesPanel />);
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Category/ }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["— Cabling", "Software"]);
    fireEvent.click(screen.getByRole("option", { name: "Software" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Cost-plus/ }), {
      target: { value: "30" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      categoryId: software.id,
      costPlusPercent: "30",
    });
  });

  it("shows a 400's field message on its field", async () => {
    signIn(MSP_ADMIN);
    serve([priceOf()], {
      "POST /api/v1/category-prices": () =>
        json(400, {
          message: "Bad request",
          code: "bad_request",
          fields: { costPlusPercent: "Enter a percentage from 0 to 1000." },
        }),
    });
    renderAt(<CategoryPricesPanel />);
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Category/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Software" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Cost-plus/ }), {
      target: { value: "10" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Enter a percentage from 0 to 1000.")).toBeTruthy();
  });

  it("checks the percentage before sending it", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([]);
    renderAt(<CategoryPricesPanel />);
    expect(await screen.findByText("No category prices yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add category price" }));
    const dialog = await screen.findByRole("dialog", { name: "Add category price" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Cost-plus/ }), {
      target: { value: "2000" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Category is required")).toBeTruthy();
    expect(within(dialog).getByText("Enter a percentage from 0 to 1000.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("saves the standard cost-plus", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([], {
      "POST /api/v1/standard-cost-plus": (call) => json(200, call.body),
    });
    renderAt(<CategoryPricesPanel />);
    const form = await screen.findByRole("form", { name: "Standard cost-plus" });
    const input = within(form).getByRole("textbox", { name: /^Standard cost-plus/ }) as HTMLInputElement;
    expect(input.value).toBe("20");
    const save = within(form).getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.change(input, { target: { value: "22.5" } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ standardCostPlusPercent: "22.5" });
    expect(await screen.findByText("Standard cost-plus saved successfully.")).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(true));
  });

  it("shows everything read-only to a sales user", async () => {
    signIn(
      fakeUser({ accountId: MSP, mspAccountId: MSP, role: "sales", userRole: "sales", roles: ["sales"] }),
    );
    serve([priceOf()]);
    renderAt(<CategoryPricesPanel />);
    expect(await screen.findByRole("table", { name: "Category prices" })).toBeTruthy();
    expect(await screen.findByText("20%")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add category price" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Services" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});

describe("categoryOptions", () => {
  it("keeps the children of a priced category and the row being edited", () => {
    const priced = new Set([services.id, software.id]);
    expect(categoryOptions(CATEGORIES, priced).map((o) => o.label)).toEqual(["— Cabling"]);
    expect(categoryOptions(CATEGORIES, priced, software.id).map((o) => o.label)).toEqual([
      "— Cabling",
      "Software",
    ]);
  });
});
