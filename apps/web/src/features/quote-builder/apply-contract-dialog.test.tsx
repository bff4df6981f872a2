import type { TContract, TContractListItem, TProject } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { builderActions } from "./builder-actions.ts";
import { BuilderHeader } from "./builder-header.tsx";
import { ConflictNotice } from "./builder-status.tsx";
import { BuilderStore } from "./builder-store.ts";
import {
  building,
  bundleProduct,
  CUSTOMER_ID,
  change,
  line,
  location,
  nextId,
  project,
} from "./test-data.ts";

const MOUNT = nextId();
const SWITCH = nextId();
const RACK = nextId();

const NONE: never[] = [];
const ENTITLED = fakeUser({ entitlements: { hasContracts: true } });

/** Adatum's quote: two mounts in Main, a switch in Annex, a typed line; version 3. */
function quoteWithProducts(overrides: Partial<TProject> = {}): TProject {
  const main = building([
    bundleProduct([line({ name: "Mount", productId: MOUNT }), line({ name: "Mount", productId: MOUNT })]),
    bundleProduct([line({ name: "Typed", productId: null })]),
  ]);
  const annex = building([bundleProduct([line({ name: "Switch", productId: SWITCH })])], { name: "Annex" });
  return project([location([main, annex])], overrides);
}

function listItem(overrides: Partial<TContractListItem> = {}): TContractListItem {
  return {
    id: nextId(),
    accountId: CUSTOMER_ID,
    accountName: "Adatum",
    name: "Adatum 2026 price agreement",
    reference: "",
    startsOn: "2026-01-01",
    endsOn: null,
    status: "active",
    productCount: 2,
    updatedAt: "2026-01-01T00:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

function detail(item: TContractListItem, productIds: string[]): TContract {
  return {
    ...item,
    notes: "",
    createdAt: item.updatedAt,
    products: productIds.map((productId, position) => ({
      id: nextId(),
      productId,
      name: "Agreed",
      partNumber: "",
      price: "90",
      listPrice: "100",
      position,
    })),
  };
}

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** The header over a real builder store, drawn from its draft as the page does (with its conflict notice). */
function Harness({ store, quoteId, canEdit }: { store: BuilderStore; quoteId: string; canEdit: boolean }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const actions = useMemo(() => builderActions(quoteId, store), [quoteId, store]);
  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);
  if (snapshot.draft === null) return null;
  return (
    <>
      {snapshot.status.conflict ? <ConflictNotice store={store} /> : null}
      <BuilderHeader
        project={snapshot.draft}
        actions={actions}
        canEdit={canEdit}
        canManage
        pricedLineCount={1}
        partners={NONE}
        memberNames={NONE}
      />
    </>
  );
}

function open(quote: TProject, handlers: Handlers, opts: { canEdit?: boolean; reread?: TProject } = {}) {
  const mock = mockFetch({
    "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
    ...handlers,
  });
  const refetch = vi.fn(async () => opts.reread ?? quote);
  const onError = vi.fn();
  const store = new BuilderStore({ refetch, sendLines: async (v) => change(v + 1), onError });
  store.receive(quote);
  renderAt(<Harness store={store} quoteId={quote.id} canEdit={opts.canEdit ?? true} />);
  return { ...mock, refetch, onError, store };
}

const applyButton = () => screen.queryByRole("button", { name: "Apply contract" });
const dialog = () => screen.findByRole("dialog", { name: "Apply a contract" });
const applyPath = (quote: TProject) => `POST /api/v1/projects/${quote.id}/apply-contract`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("applying a contract from the quote builder", { timeout: 20_000 }, () => {
  it("offers the customer's contracts in force and posts the one picked with the quote's version", async () => {
    signIn(ENTITLED);
    const quote = quoteWithProducts();
    const agreement = listItem();
    const racks = listItem({ name: "Racks 2026", startsOn: "2026-02-01", endsOn: "2026-12-31" });
    const reread = quoteWithProducts({
      id: quote.id,
      version: 4,
      contractSummary: "Adatum 2026 price agreement: 3 lines at contract prices",
      contract: { id: agreement.id, name: agreement.name },
    });
    const { calls, refetch } = open(
      quote,
      {
        "GET /api/v1/contracts": () => json(200, { data: [agreement, racks], hasMore: false }),
        [`GET /api/v1/contracts/${agreement.id}`]: () => json(200, detail(agreement, [MOUNT, SWITCH, RACK])),
        [`GET /api/v1/contracts/${racks.id}`]: () => json(200, detail(racks, [RACK])),
        [applyPath(quote)]: () => json(200, change(4)),
      },
      { reread },
    );

    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    expect(within(modal).getByRole("status", { name: "Loading the contracts" })).toBeTruthy();
    const first = await within(modal).findByRole("radio", { name: /Adatum 2026 price agreement/ });
    const second = within(modal).getByRole("radio", { name: /Racks 2026/ });
    const list = calls.find((c) => c.path.startsWith("/api/v1/contracts?"));
    expect(new URLSearchParams(list?.path.split("?")[1]).get("accountId")).toBe(CUSTOMER_ID);
    expect(new URLSearchParams(list?.path.split("?")[1]).get("status")).toBe("active");
    expect(within(modal).getByText("From Jan 1, 2026, no end")).toBeTruthy();
    expect(within(modal).getByText("Feb 1, 2026 – Dec 31, 2026")).toBeTruthy();
    // Two contracts: nothing is picked for the user.
    const confirm = within(modal).getByRole("button", { name: "Apply to the quote" });
    expect(confirm.hasAttribute("disabled")).toBe(true);

    fireEvent.click(second);
    expect(
      await within(modal).findByText("No line of this quote is a product of the contract."),
    ).toBeTruthy();
    expect(confirm.hasAttribute("disabled")).toBe(true);

    fireEvent.click(first);
    expect(await within(modal).findByText("3 lines of this quote would take the agreed price.")).toBeTruthy();
    await waitFor(() => expect(confirm.hasAttribute("disabled")).toBe(false));
    fireEvent.click(confirm);

    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ version: 3, contractId: agreement.id });
    expect(await screen.findByText("3 lines now at contract prices.")).toBeTruthy();
    // Only the server knows the new prices: the quote is read again and its summary shows.
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(
      await screen.findByText("Contract: Adatum 2026 price agreement: 3 lines at contract prices"),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so in the dialog when the picked contract is gone, and stays in the builder", async () => {
    signIn(ENTITLED);
    const quote = quoteWithProducts();
    const agreement = listItem();
    const { calls } = open(quote, {
      "GET /api/v1/contracts": () => json(200, { data: [agreement], hasMore: false }),
      [`GET /api/v1/contracts/${agreement.id}`]: () => json(404, { message: "This contract was not found." }),
    });
    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    expect(
      await within(modal).findByText(
        "This contract could not be loaded; it may have been deleted. Pick another or close.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(within(modal).getByRole("button", { name: "Apply to the quote" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("picks the only contract in force and counts the lines as the draft stands, confirmed by submitting the form", async () => {
    signIn(ENTITLED);
    const quote = quoteWithProducts();
    const agreement = listItem();
    const { calls, store } = open(quote, {
      "GET /api/v1/contracts": () => json(200, { data: [agreement], hasMore: false }),
      [`GET /api/v1/contracts/${agreement.id}`]: () => json(200, detail(agreement, [SWITCH])),
      [applyPath(quote)]: () => json(200, change(4)),
    });
    // A switch added after the header was drawn: the header does not draw again for lines.
    const more = quoteWithProducts({ id: quote.id, version: 3 });
    const annex = more.locations?.[0]?.buildings[1];
    annex?.bundleProducts?.push(bundleProduct([line({ name: "Switch", productId: SWITCH })]));
    store.receive({ ...more, version: 3 });

    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    const radio = await within(modal).findByRole("radio", { name: /Adatum 2026 price agreement/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(await within(modal).findByText("2 lines of this quote would take the agreed price.")).toBeTruthy();
    radio.focus();
    fireEvent.submit(radio.closest("form") as HTMLFormElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        version: 3,
        contractId: agreement.id,
      }),
    );
    expect(await screen.findByText("2 lines now at contract prices.")).toBeTruthy();
  });

  it("says when the customer has no contract in force, with the way to the contracts for those who manage them", async () => {
    signIn(ENTITLED);
    const quote = quoteWithProducts();
    open(quote, { "GET /api/v1/contracts": () => json(200, { data: [], hasMore: false }) });
    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    expect(await within(modal).findByText("No contract in force")).toBeTruthy();
    expect(within(modal).getByText("Adatum has no contract in force today.")).toBeTruthy();
    expect(within(modal).getByRole("link", { name: "Manage contracts" }).getAttribute("href")).toBe(
      "/contract",
    );
    expect(within(modal).queryByRole("button", { name: "Apply to the quote" })).toBeNull();
  });

  it("leaves the link out for a user who may not manage contracts", async () => {
    signIn(fakeUser({ entitlements: { hasContracts: true }, canManageContracts: "no" }));
    const quote = quoteWithProducts();
    open(quote, { "GET /api/v1/contracts": () => json(200, { data: [], hasMore: false }) });
    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    expect(await within(modal).findByText("No contract in force")).toBeTruthy();
    expect(within(modal).queryByRole("link", { name: "Manage contracts" })).toBeNull();
  });

  it("offers Reload and Re-apply when the quote changed meanwhile (409), sending again with the new version", async () => {
    signIn(ENTITLED);
    const quote = quoteWithProducts();
    const agreement = listItem();
    let answers = 0;
    const { calls } = open(
      quote,
      {
        "GET /api/v1/contracts": () => json(200, { data: [agreement], hasMore: false }),
        [`GET /api/v1/contracts/${agreement.id}`]: () => json(200, detail(agreement, [MOUNT])),
        [applyPath(quote)]: () =>
          ++answers === 1
            ? json(409, { code: "conflict", message: "Changed", version: 5 })
            : json(200, change(6)),
      },
      { reread: quoteWithProducts({ id: quote.id, version: 5 }) },
    );
    fireEvent.click(applyButton() as HTMLElement);
    const modal = await dialog();
    expect(await within(modal).findByText("2 lines of this quote would take the agreed price.")).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: "Apply to the quote" }));
    const alert = await screen.findByRole("alert");
    expect(screen.queryByText("2 lines now at contract prices.")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Re-apply my change" }));
    expect(await screen.findByText("2 lines now at contract prices.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { version: 3, contractId: agreement.id },
      { version: 5, contractId: agreement.id },
    ]);
  });

  it("leaves the action out when contracts are not in the MSP's plan", async () => {
    signIn(fakeUser({ entitlements: {} }));
    const first = open(quoteWithProducts(), {});
    expect(screen.getByRole("button", { name: "Decline deal" })).toBeTruthy();
    expect(applyButton()).toBeNull();
    first.store.dispose();
  });

  it("hides the action on a quote the user cannot change, still showing the applied contract", async () => {
    signIn(ENTITLED);
    open(
      quoteWithProducts({
        stage: "completed",
        contractSummary: "Adatum 2026 price agreement: 3 lines at contract prices",
      }),
      {},
      { canEdit: false },
    );
    expect(
      screen.getByText("Contract: Adatum 2026 price agreement: 3 lines at contract prices"),
    ).toBeTruthy();
    expect(applyButton()).toBeNull();
  });
});
