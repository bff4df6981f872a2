import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { DataGrid, type DataGridColumn, type DataGridProps, initialHeightOf } from "./data-grid.tsx";

interface Item {
  id: string;
  name: string;
  sku: string;
  vendor: string;
}

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `item-${i + 1}`,
    name: `Item ${i + 1}`,
    sku: `SKU-${i + 1}`,
    vendor: `Vendor ${i + 1}`,
  }));

const COLUMNS: DataGridColumn<Item>[] = [
  { id: "name", header: "Name", cell: (item) => item.name, hideable: false },
  { id: "sku", header: "SKU", cell: (item) => item.sku, width: 120 },
  { id: "vendor", header: "Vendor", cell: (item) => item.vendor, defaultVisible: false },
];
const TABLE_ID = "catalogue.items";
const VIEWPORT = 400;

function renderGrid(props: Partial<DataGridProps<Item>> = {}) {
  return renderAt(
    <DataGrid<Item>
      tableId={TABLE_ID}
      label="Items"
      columns={COLUMNS}
      data={props.data ?? items(20)}
      getRowId={(item) => item.id}
      height={VIEWPORT}
      {...props}
    />,
  );
}

const headers = () => screen.getAllByRole("columnheader").map((cell) => cell.textContent);

// jsdom does no layout: give every element the viewport's height, a content height and a scroll position that
// scrollTo moves and announces (as browsers do, only when it changes), which is all TanStack
// Virtual measures of its scroll element.
const scrollTops = new WeakMap<Element, number>();
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(VIEWPORT);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  // The scroll box holds the 40px header and the body, which the virtualizer sizes.
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
    const body = this.querySelector<HTMLElement>("tbody");
    return body ? 40 + Number.parseFloat(body.style.height) : VIEWPORT;
  });
  vi.spyOn(HTMLElement.prototype, "scrollTop", "get").mockImplementation(function (this: HTMLElement) {
    return scrollTops.get(this) ?? 0;
  });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const top = typeof options === "object" ? (options.top ?? 0) : 0;
    if (top === (scrollTops.get(this) ?? 0)) return;
    scrollTops.set(this, top);
    this.dispatchEvent(new Event("scroll"));
  } as HTMLElement["scrollTo"];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the grid's height before layout", () => {
  it("takes a number as it is, the window less N for calc(100vh - Npx), and the window for other heights", () => {
    expect(initialHeightOf(560, 900)).toBe(560);
    expect(initialHeightOf("calc(100vh - 340px)", 900)).toBe(560);
    expect(initialHeightOf("calc(100vh - 1000px)", 900)).toBe(0);
    expect(initialHeightOf("70vh", 900)).toBe(900);
    expect(initialHeightOf(undefined, 900)).toBe(900);
  });
});

describe("DataGrid", () => {
  it("renders only a window of 10,000 rows and counts them all for assistive technology", () => {
    signIn();
    renderGrid({ data: items(10_000) });
    const grid = screen.getByRole("grid", { name: "Items" });
    const rows = within(grid).getAllByRole("row");
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(grid.getAttribute("aria-rowcount")).toBe("10001");
    expect(within(grid).getByText("Item 1")).toBeTruthy();
    expect(within(grid).queryByText("Item 10000")).toBeNull();
  });

  it("hides a column from the Columns menu and saves the choice to the user's tableConf", async () => {
    const user = signIn(fakeUser({ tableConf: { quotes: { pageSize: 50 } } }));
    const { calls } = mockFetch({
      [`PUT /api/v1/users/${user.id}`]: (call) =>
        json(200, { ...user, ...(call.body as object), version: (user.version ?? 0) + 1 }),
    });
    renderGrid();
    expect(headers()).toEqual(["Name", "SKU"]);
    fireEvent.click(screen.getByRole("button", { name: "Columns: Items" }));
    const sku = await screen.findByRole("menuitemcheckbox", { name: "SKU" });
    expect(sku.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(sku);
    expect(headers()).toEqual(["Name"]);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      version: 3,
      tableConf: {
        quotes: { pageSize: 50 },
        [TABLE_ID]: { columns: { sku: { visible: false }, vendor: { visible: false } } },
      },
    });
    expect(headers()).toEqual(["Name"]);
  });

  it("shows the columns a saved tableConf chose on the first render", () => {
    signIn(
      fakeUser({
        tableConf: { [TABLE_ID]: { columns: { sku: { visible: false }, vendor: { visible: true } } } },
      }),
    );
    renderGrid();
    expect(headers()).toEqual(["Name", "Vendor"]);
    expect(screen.getByRole("grid").getAttribute("aria-colcount")).toBe("2");
  });

  it("puts the column back and says so when the server refuses the save", async () => {
    const user = signIn();
    mockFetch({
      [`PUT /api/v1/users/${user.id}`]: () =>
        json(400, { message: "This is too large to save.", code: "bad_request" }),
    });
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Columns: Items" }));
    fireEvent.click(await screen.findByRole("menuitemcheckbox", { name: "SKU" }));
    expect(headers()).toEqual(["Name"]);
    expect(await screen.findByText("This is too large to save.")).toBeTruthy();
    await waitFor(() => expect(headers()).toEqual(["Name", "SKU"]));
  });

  it("moves the active row with the arrow keys, Home and End, and opens it with Enter", () => {
    signIn();
    const onOpenRow = vi.fn();
    renderGrid({ data: items(500), onOpenRow });
    const grid = screen.getByRole("grid", { name: "Items" });
    const active = () =>
      document.getElementById(grid.getAttribute("aria-activedescendant") ?? "")?.textContent;
    act(() => grid.focus());
    expect(active()).toContain("Item 1");
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    expect(active()).toContain("Item 3");
    fireEvent.keyDown(grid, { key: "ArrowUp" });
    fireEvent.keyDown(grid, { key: "Enter" });
    expect(onOpenRow).toHaveBeenLastCalledWith(expect.objectContaining({ id: "item-2" }));
    fireEvent.keyDown(grid, { key: "End" });
    expect(active()).toContain("Item 500");
    fireEvent.keyDown(grid, { key: "Enter" });
    expect(onOpenRow).toHaveBeenLastCalledWith(expect.objectContaining({ id: "item-500" }));
    fireEvent.keyDown(grid, { key: "Home" });
    expect(active()).toContain("Item 1");
  });

  it("opens a row on click", () => {
    signIn();
    const onOpenRow = vi.fn();
    renderGrid({ onOpenRow });
    fireEvent.click(screen.getByText("Item 4"));
    expect(onOpenRow).toHaveBeenCalledWith(expect.objectContaining({ id: "item-4" }));
  });

  it("asks for the next keyset page once per page as the rows in view near the end", () => {
    signIn();
    const onEndReached = vi.fn();
    function Paged() {
      const [data, setData] = useState(() => items(30));
      const loadMore = () => {
        onEndReached();
        setData(items(data.length + 30));
      };
      return (
        <DataGrid<Item>
          tableId={TABLE_ID}
          label="Items"
          columns={COLUMNS}
          data={data}
          getRowId={(item) => item.id}
          height={VIEWPORT}
          hasMore={data.length < 90}
          onEndReached={loadMore}
        />
      );
    }
    renderAt(<Paged />);
    const grid = screen.getByRole("grid", { name: "Items" });
    expect(grid.getAttribute("aria-rowcount")).toBe("-1");
    expect(onEndReached).not.toHaveBeenCalled();
    fireEvent.keyDown(grid, { key: "End" });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(grid, { key: "End" });
    expect(onEndReached).toHaveBeenCalledTimes(2);
    // All 90 rows are loaded: no next page to ask for, and the count is known.
    fireEvent.keyDown(grid, { key: "End" });
    expect(onEndReached).toHaveBeenCalledTimes(2);
    expect(grid.getAttribute("aria-rowcount")).toBe("91");
  });

  it("does not ask for another page while one is loading, and says that it is loading", () => {
    signIn();
    const onEndReached = vi.fn();
    renderGrid({ data: items(15), hasMore: true, loadingMore: true, onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Loading more…");
  });

  it("shows the page's sort on the header and asks the page to sort when a header is clicked", () => {
    signIn();
    const onSortChange = vi.fn();
    const columns = COLUMNS.map((column) => ({ ...column, sortable: column.id === "name" }));
    renderGrid({ columns, sort: { id: "name", desc: false }, onSortChange });
    const name = screen.getByRole("columnheader", { name: /Name/ });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "SKU" }).getAttribute("aria-sort")).toBeNull();
    fireEvent.click(within(name).getByRole("button"));
    expect(onSortChange).toHaveBeenCalledWith({ id: "name", desc: true });
  });

  it("draws again only the rows whose object changed", () => {
    signIn();
    const drawn: string[] = [];
    const columns: DataGridColumn<Item>[] = [
      {
        id: "name",
        header: "Name",
        hideable: false,
        cell: (item) => {
          drawn.push(item.id);
          return item.name;
        },
      },
    ];
    const first = items(20);
    let setData: (data: Item[]) => void = () => {};
    function Changing() {
      const [data, set] = useState(first);
      setData = set;
      return (
        <DataGrid<Item>
          tableId={TABLE_ID}
          label="Items"
          columns={columns}
          data={data}
          getRowId={(item) => item.id}
          height={VIEWPORT}
        />
      );
    }
    renderAt(<Changing />);
    expect(drawn.length).toBeGreaterThan(5);
    drawn.length = 0;
    act(() => setData(first.map((item) => (item.id === "item-2" ? { ...item, name: "Item two" } : item))));
    expect(drawn).toEqual(["item-2"]);
    expect(screen.getByText("Item two")).toBeTruthy();
  });

  it("shows the empty state without a grid", () => {
    signIn();
    renderGrid({ data: [], emptyText: "No items yet" });
    expect(screen.getByText("No items yet")).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("shows a busy status while loading", () => {
    signIn();
    renderGrid({ data: [], loading: true });
    const status = screen.getByRole("status", { name: "Items: Loading" });
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
