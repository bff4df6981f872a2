import { todayUtc } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { customer, page, queryOf } from "../accounts/test-data.ts";
import ContractsPage from "./contracts-page.tsx";
import { CONTRACTS_ADMIN, CUSTOMER, contract, contractListItem } from "./test-data.ts";

const adatum = customer({ id: CUSTOMER });
const agreement = contractListItem({ name: "Adatum agreement 2026", productCount: 3 });
const expired = contractListItem({
  name: "Litware 2025",
  accountName: "Litware Inc",
  reference: "",
  startsOn: "2025-01-01",
  endsOn: "2025-12-31",
  status: "ended",
  productCount: 1,
});

function open(handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {}) {
  const mock = mockFetch({
    "GET /api/v1/contracts": () => json(200, page([agreement, expired])),
    "GET /api/v1/accounts": () => json(200, page([adatum])),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/contract", element: <ContractsPage /> },
      { path: "/contract/:id", element: <p>contract page</p> },
    ],
    "/contract",
  );
  return { ...mock, ...view };
}

const lastList = (calls: RecordedCall[]) =>
  queryOf(calls.filter((c) => c.path.startsWith("/api/v1/contracts")).at(-1)?.path ?? "");

describe("/contract", () => {
  beforeEach(() => {
    signIn(CONTRACTS_ADMIN);
  });

  it("lists contracts with customer, reference, period, status badge and number of products", async () => {
    const { calls, router } = open();
    const table = await screen.findByRole("table", { name: "Contracts" });
    const row = within(table).getByText("Adatum agreement 2026").closest("tr") as HTMLElement;
    expect(within(row).getByText("Adatum Corp")).toBeTruthy();
    expect(within(row).getByText("NW-ADT-2026")).toBeTruthy();
    expect(within(row).getByText("Jan 1, 2026")).toBeTruthy();
    expect(within(row).getByText("No end")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    const ended = within(table).getByText("Litware 2025").closest("tr") as HTMLElement;
    expect(within(ended).getByText("Ended")).toBeTruthy();
    expect(within(ended).getByText("Dec 31, 2025")).toBeTruthy();
    expect(lastList(calls)).toEqual({ limit: "25" });

    fireEvent.click(within(row).getByText("Adatum Corp"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${agreement.id}`));
  });

  it("shows a placeholder while the contracts load", async () => {
    let answer: (r: Response) => void = () => undefined;
    open({ "GET /api/v1/contracts": () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByRole("status", { name: "Loading the contracts" })).toBeTruthy();
    answer(json(200, page([agreement])));
    expect(await screen.findByRole("table", { name: "Contracts" })).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading the contracts" })).toBeNull();
  });

  it("filters by status, by customer and by a search, starting again from the first page", async () => {
    const { calls } = open();
    await screen.findByRole("table", { name: "Contracts" });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Upcoming" }));
    await waitFor(() => expect(lastList(calls).status).toBe("upcoming"));
    fireEvent.click(screen.getByRole("combobox", { name: "Customer" }));
    fireEvent.click(await screen.findByRole("option", { name: "Adatum Corp" }));
    await waitFor(() => expect(lastList(calls).accountId).toBe(CUSTOMER));
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: " NW-ADT " } });
    await waitFor(() =>
      expect(lastList(calls)).toEqual({
        limit: "25",
        accountId: CUSTOMER,
        status: "upcoming",
        search: "NW-ADT",
      }),
    );
  });

  it("pages with Next and Previous by the ids shown", async () => {
    const { calls } = open({
      "GET /api/v1/contracts": (call) =>
        json(200, queryOf(call.path).startingAfter ? page([expired], false) : page([agreement], true)),
    });
    await screen.findByText("Adatum agreement 2026");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Litware 2025")).toBeTruthy();
    expect(lastList(calls).startingAfter).toBe(agreement.id);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(lastList(calls).endingBefore).toBe(expired.id));
  });

  it("says so when there are no contracts and offers Add contract there and in the header", async () => {
    open({ "GET /api/v1/contracts": () => json(200, page([])) });
    expect(await screen.findByText("No contracts yet")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Add contract" })).toHaveLength(2);
  });

  it('says "No results found" when a filter matches nothing', async () => {
    open({
      "GET /api/v1/contracts": (call) => json(200, page(queryOf(call.path).status ? [] : [agreement])),
    });
    await screen.findByRole("table", { name: "Contracts" });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Ended" }));
    expect(await screen.findByText("No results found")).toBeTruthy();
    expect(screen.queryByText("No contracts yet")).toBeNull();
  });

  it("adds a contract for a customer, starting today, and opens it", async () => {
    const created = contract({ name: "Adatum 2027" });
    const { calls, router } = open({ "POST /api/v1/contracts": () => json(201, created) });
    await screen.findByRole("table", { name: "Contracts" });
    fireEvent.click(screen.getByRole("button", { name: "Add contract" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contract" });
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe(todayUtc());

    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Customer is required")).toBeTruthy();
    expect(within(dialog).getByText("Contract name is required")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Customer/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Adatum Corp" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Contract name/ }), {
      target: { value: " Adatum 2027 " },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: "2027-01-01" } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: "2026-12-31" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("The end date cannot be before the start date.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${created.id}`));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      accountId: CUSTOMER,
      name: "Adatum 2027",
      reference: "",
      startsOn: "2027-01-01",
    });
  });
});
