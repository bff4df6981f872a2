import { MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { account, category, detail, MSP, OWNER, PLATFORM, page, queryOf } from "../accounts/test-data.ts";
import ManufacturerViewPage from "./manufacturer-view-page.tsx";
import { manufacturerAccount, manufacturerPrice } from "./test-data.ts";

const proseware = manufacturerAccount();
const northwind = account({ id: MSP });
const networking = category({ name: "Networking" });
const forNorthwind = manufacturerPrice({
  manufacturerId: proseware.id,
  accountId: MSP,
  categoryId: networking.id,
  discountPercent: "12.50",
  notes: "Silver tier",
});
const forEveryone = manufacturerPrice({
  manufacturerId: proseware.id,
  discountPercent: "5",
  startDate: null,
  endDate: null,
  notes: "",
});

function serve(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    [`GET /api/v1/accounts/${proseware.id}`]: () => json(200, detail(proseware)),
    [`GET /api/v1/accounts/${PLATFORM}`]: () =>
      json(200, detail(account({ id: PLATFORM, accountName: "Platform" }))),
    [`GET /api/v1/accounts/${proseware.id}/users`]: () => json(200, page([])),
    "GET /api/v1/accounts": () => json(200, page([northwind])),
    "GET /api/v1/categories": () => json(200, { data: [networking] }),
    "GET /api/v1/manufacturer-prices": () => json(200, page([forNorthwind, forEveryone])),
    ...extra,
  });
}

const open = () =>
  renderRoutes(
    [{ path: "/manufacturers/:id", element: <ManufacturerViewPage /> }],
    `/manufacturers/${proseware.id}`,
  );

describe("/manufacturers/:id", () => {
  it("lists the manufacturer's price agreements with account, category, discount, dates and notes", async () => {
    signIn(OWNER);
    const { calls } = serve();
    open();
    const table = await screen.findByRole("table", { name: "Manufacturer prices" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Northwind IT")).toBeTruthy();
    expect(await within(rows[1] as HTMLElement).findByText("Networking")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("12.50 %")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Jan 1, 2026")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Dec 31, 2026")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Silver tier")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Every account")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Every category")).toBeTruthy();
    const listCall = calls.find((c) => c.path.startsWith("/api/v1/manufacturer-prices"));
    expect(queryOf(listCall?.path ?? "")).toEqual({ manufacturerId: proseware.id });
    expect(screen.queryByRole("heading", { name: "Entitlements" })).toBeNull();
  });

  it("adds an agreement, refusing a discount above 100 % without calling the server", async () => {
    signIn(OWNER);
    const { calls } = serve({
      "POST /api/v1/manufacturer-prices": (call) =>
        json(201, manufacturerPrice({ manufacturerId: proseware.id, ...(call.body as object) })),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Add manufacturer price" }));
    const dialog = await screen.findByRole("dialog", { name: "Add manufacturer price" });
    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: "120" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(MESSAGES.percentUpTo100)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: "7.5" } });
    fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: "2026-03-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      manufacturerId: proseware.id,
      discountPercent: "7.5",
      startDate: "2026-03-01",
      notes: "",
    });
    expect(await screen.findByText("Manufacturer price created successfully.")).toBeTruthy();
  });

  it("deletes an agreement once confirmed", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`DELETE /api/v1/manufacturer-prices/${forEveryone.id}`]: () => json(200, { id: forEveryone.id }),
    });
    open();
    fireEvent.click(
      await screen.findByRole("button", { name: "Delete the price for Every account, Every category" }),
    );
    expect(await screen.findByText(MESSAGES.confirmDelete)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });
});
