import type { TQuoteSettings } from "@q2c/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import QuoteSettingsPage from "./quote-settings-page.tsx";

const SETTINGS: TQuoteSettings = {
  validDays: 30,
  paymentTerms: "Net 30",
  minMarginPercent: "20",
  maxDiscountPercent: null,
  orderAtAcceptance: true,
  version: 4,
};

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

function open(handlers: Parameters<typeof mockFetch>[0] = {}) {
  signIn(fakeUser());
  const mock = mockFetch({ "GET /api/v1/quote-settings": () => json(200, SETTINGS), ...handlers });
  renderAt(<QuoteSettingsPage />, "/settings/quotes");
  return mock;
}

describe("/settings/quotes", () => {
  it("shows the settings read and saves them with the version, an emptied limit as cleared", async () => {
    const { calls } = open({
      "PUT /api/v1/quote-settings": () =>
        json(200, { ...SETTINGS, minMarginPercent: null, maxDiscountPercent: "15", version: 5 }),
    });
    await waitFor(() => expect(field(/Minimum gross margin/).value).toBe("20"));
    expect(field(/Maximum discount/).value).toBe("");
    expect(field(/Default payment terms/).value).toBe("Net 30");
    change(/Minimum gross margin/, "");
    change(/Maximum discount/, "15");
    save();
    await screen.findByText(/Quote settings updated/);
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({
      version: 4,
      validDays: 30,
      paymentTerms: "Net 30",
      maxDiscountPercent: "15",
      orderAtAcceptance: true,
      nullFields: ["minMarginPercent"],
    });
  });

  it("turns the order at acceptance off, saying that Create order then makes the order", async () => {
    const { calls } = open({
      "PUT /api/v1/quote-settings": () => json(200, { ...SETTINGS, orderAtAcceptance: false, version: 5 }),
    });
    const toggle = (await screen.findByRole("switch", {
      name: "Make the order when a quote is accepted",
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(
      screen.getByText(
        /Off: the quote stays accepted without an order, and the order is made from the quote with Create order, choosing which categories/,
      ),
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    save();
    await screen.findByText(/Quote settings updated/);
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({ version: 4, orderAtAcceptance: false, paymentTerms: "Net 30" });
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it("shows a field's error before sending, and a 400's field errors from the server", async () => {
    const { calls } = open({
      "PUT /api/v1/quote-settings": () =>
        json(400, { message: "Invalid", code: "bad_request", fields: { paymentTerms: "Too long." } }),
    });
    await waitFor(() => expect(field(/Minimum gross margin/).value).toBe("20"));
    change(/Minimum gross margin/, "120");
    save();
    expect(await screen.findByText("Enter a percent from 0 to 100.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    change(/Minimum gross margin/, "25");
    save();
    expect(await screen.findByText("Too long.")).toBeTruthy();
  });

  it("on 409 says someone else saved first and Re-apply sends the values on their version", async () => {
    let puts = 0;
    const theirs = { ...SETTINGS, minMarginPercent: "35", version: 5 };
    const { calls } = open({
      "PUT /api/v1/quote-settings": () => {
        puts += 1;
        return puts === 1
          ? json(409, { message: "Conflict", code: "conflict", version: 5 })
          : json(200, { ...theirs, minMarginPercent: "22", version: 6 });
      },
    });
    await waitFor(() => expect(field(/Minimum gross margin/).value).toBe("20"));
    change(/Minimum gross margin/, "22");
    save();
    fireEvent.click(await screen.findByRole("button", { name: "Re-apply my changes" }));
    await screen.findByText(/Quote settings updated/);
    const bodies = calls
      .filter((c) => c.method === "PUT")
      .map((c) => (c.body as { version: number }).version);
    expect(bodies).toEqual([4, 5]);
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });

  it("reloads the other person's settings after a 409", async () => {
    let gets = 0;
    open({
      "GET /api/v1/quote-settings": () => {
        gets += 1;
        return json(200, gets === 1 ? SETTINGS : { ...SETTINGS, minMarginPercent: "35", version: 5 });
      },
      "PUT /api/v1/quote-settings": () => json(409, { message: "Conflict", code: "conflict", version: 5 }),
    });
    await waitFor(() => expect(field(/Minimum gross margin/).value).toBe("20"));
    change(/Minimum gross margin/, "22");
    save();
    fireEvent.click(await screen.findByRole("button", { name: "Reload" }));
    await waitFor(() => expect(field(/Minimum gross margin/).value).toBe("35"));
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });

  it("is read-only for a user without quoteSettings.manage", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales", roles: ["sales"] }));
    mockFetch({ "GET /api/v1/quote-settings": () => json(200, SETTINGS) });
    renderAt(<QuoteSettingsPage />, "/settings/quotes");
    expect(await screen.findByText("Only administrators change the quote settings.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    const toggle = screen.getByRole("switch", { name: "Make the order when a quote is accepted" });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
  });
});
