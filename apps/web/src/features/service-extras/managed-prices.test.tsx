import type { TManagedPrice } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN, nextId, queryOf } from "../accounts/test-data.ts";
import { ManagedPrices } from "./managed-prices.tsx";

const price = (o: Partial<TManagedPrice> = {}): TManagedPrice => ({
  id: nextId(),
  ownership: "mine",
  type: "managed_wifi",
  name: "Access point care",
  unit: "access point",
  price: "12.00",
  cost: "7.50",
  termMonths: 12,
  createdAt: "2026-01-02T10:00:00.000Z",
  ...o,
});
const platformRow = price({ ownership: "platform", name: "Platform Wi-Fi", termMonths: 36 });
const mine = price({ name: "Our Wi-Fi" });

function serve(rows: TManagedPrice[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/managed-prices": () => json(200, { data: rows, hasMore: false }),
    ...extra,
  });
}

describe("ManagedPrices", () => {
  it("asks for the type with the platform's list and offers edits on the caller's own rows only", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([platformRow, mine]);
    renderAt(<ManagedPrices type="managed_wifi" />);
    const table = await screen.findByRole("table", { name: "Managed prices" });
    expect(queryOf(calls[0]?.path ?? "")).toMatchObject({ type: "managed_wifi", getPlatformPrices: "true" });
    const [, first, second] = within(table).getAllByRole("row") as HTMLElement[];
    expect(within(first as HTMLElement).getByText("Platform")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("36 months")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Mine")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Platform Wi-Fi" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Our Wi-Fi" })).toBeTruthy();
  });

  it("adds a price of the type with the chosen term", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([platformRow], { "POST /api/v1/managed-prices": () => json(201, mine) });
    renderAt(<ManagedPrices type="managed_wifi" />);
    fireEvent.click(await screen.findByRole("button", { name: "Add managed price" }));
    const dialog = await screen.findByRole("dialog", { name: "Add managed price" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), {
      target: { value: "Our Wi-Fi" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Price/ }), { target: { value: "12.5" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Cost/ }), { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Term/ }));
    fireEvent.click(await screen.findByRole("option", { name: "24 months" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      type: "managed_wifi",
      name: "Our Wi-Fi",
      unit: "",
      price: "12.5",
      cost: "7",
      termMonths: 24,
    });
  });

  it("shows the platform list read-only to a sales user", async () => {
    signIn(
      fakeUser({ accountId: MSP, mspAccountId: MSP, role: "sales", userRole: "sales", roles: ["sales"] }),
    );
    serve([platformRow, mine]);
    renderAt(<ManagedPrices type="managed_wifi" />);
    expect(await screen.findByRole("table", { name: "Managed prices" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add managed price" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Our Wi-Fi" })).toBeNull();
  });
});
