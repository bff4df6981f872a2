import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { page, queryOf } from "../accounts/test-data.ts";
import QuotesPage from "./quotes-page.tsx";
import { CUSTOMER_USER, listItem, MSP_ADMIN } from "./test-data.ts";

// Issue #16 §6: the list's filters live in the URL, so a dashboard tile links to a filtered list.

const row = listItem({
  dealName: "Adatum office refresh",
  oneTimeTotal: "1200.00",
  monthlyRecurring: "309.60",
});
const REP = "0190a000-0000-7000-8000-000000000777";

function open(path = "/quotes") {
  const mock = mockFetch({
    "GET /api/v1/quotes": () => json(200, page([row])),
    "GET /api/v1/users": () =>
      json(
        200,
        page([
          { id: REP, displayName: "Sam Sales", email: "sales@msp.demo", accountId: MSP_ADMIN.accountId },
        ]),
      ),
    "GET /api/v1/accounts": () => json(200, page([])),
  });
  const view = renderRoutes([{ path: "/quotes", element: <QuotesPage /> }], path);
  return { ...mock, ...view };
}

const lastList = (calls: RecordedCall[]) =>
  queryOf(calls.filter((c) => c.path.startsWith("/api/v1/quotes")).at(-1)?.path ?? "");

describe("/quotes filters", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
  });

  it("takes the filters of a dashboard link from the URL", async () => {
    const { calls } = open("/quotes?outcome=won&decidedFrom=2026-03-01&archived=all&sort=value-desc");
    await screen.findByRole("table", { name: "Quotes" });
    expect(lastList(calls)).toEqual({
      limit: "25",
      outcome: "won",
      decidedFrom: "2026-03-01",
      archived: "all",
      sort: "value-desc",
    });
    expect(screen.getByText("Decided since Mar 1, 2026")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows one-time and monthly recurring value beside the term total", async () => {
    open();
    const table = await screen.findByRole("table", { name: "Quotes" });
    expect(within(table).getByRole("columnheader", { name: "One-time" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "Monthly" })).toBeTruthy();
    const cells = within(table).getByText("Adatum office refresh").closest("tr") as HTMLElement;
    expect(within(cells).getByText("$1,200.00")).toBeTruthy();
    expect(within(cells).getByText("$309.60")).toBeTruthy();
  });

  it("writes status, owner, expiring and sort into the URL and the list call", async () => {
    const { calls, router } = open();
    await screen.findByRole("table", { name: "Quotes" });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Declined" }));
    await waitFor(() => expect(lastList(calls).outcome).toBe("lost"));
    fireEvent.click(screen.getByRole("combobox", { name: "Owner" }));
    fireEvent.click(await screen.findByRole("option", { name: "Sam Sales" }));
    await waitFor(() => expect(lastList(calls).ownerUserId).toBe(REP));
    fireEvent.click(screen.getByRole("switch", { name: "Expiring within 14 days" }));
    await waitFor(() => expect(lastList(calls).expiring).toBe("true"));
    fireEvent.click(screen.getByRole("combobox", { name: "Sort" }));
    fireEvent.click(await screen.findByRole("option", { name: "Value: high to low" }));
    await waitFor(() => expect(lastList(calls).sort).toBe("value-desc"));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      outcome: "lost",
      ownerUserId: REP,
      expiring: "true",
      sort: "value-desc",
    });
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ limit: "25", archived: "active", sort: "value-desc" }),
    );
  });

  it("offers a customer neither the owner nor the customer filter", async () => {
    signIn(CUSTOMER_USER);
    open("/quotes?expiring=true");
    await screen.findByRole("table", { name: "Quotes" });
    expect(screen.queryByRole("combobox", { name: "Owner" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Customer" })).toBeNull();
    expect(
      (screen.getByRole("switch", { name: "Expiring within 14 days" }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
