import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { category, OWNER, queryOf } from "../accounts/test-data.ts";
import CategoriesPage from "./categories-page.tsx";

const products = category({ name: "Products", rootKind: "product" });
const networking = category({ name: "Networking", parentId: products.id, position: 0 });
const legacy = category({ name: "Legacy", parentId: products.id, position: 1, showInMenu: "no" });
const switches = category({ name: "Switches", parentId: networking.id });

/** Stands in for the side menu, which reads the same categories under queryKeys.menuCategories. */
function MenuProbe() {
  const menu = useQuery({ queryKey: queryKeys.menuCategories, queryFn: categoriesApi.menu });
  return <p>menu: {(menu.data ?? []).map((c) => c.name).join(", ")}</p>;
}

function serve(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/categories": () => json(200, { data: [products, networking, legacy, switches] }),
    ...extra,
  });
}

const open = () =>
  renderAt(
    <>
      <CategoriesPage />
      <MenuProbe />
    </>,
    "/categories",
  );

const menuReads = (calls: RecordedCall[]) => calls.filter((c) => c.path === "/api/v1/categories").length;

describe("/categories", () => {
  it("shows the whole tree, hidden categories included, nested under their parents", async () => {
    signIn(OWNER);
    const { calls } = serve();
    open();
    const tree = await screen.findByRole("list", { name: "Categories" });
    const productsItem = within(tree).getByText("Products").closest("li") as HTMLElement;
    const networkingItem = within(productsItem).getByText("Networking").closest("li") as HTMLElement;
    expect(within(networkingItem).getByText("Switches")).toBeTruthy();
    expect(within(productsItem).getByText("Hidden")).toBeTruthy();
    expect(calls.some((c) => queryOf(c.path).includeHidden === "true")).toBe(true);
    // Root categories of the catalogue cannot be deleted.
    expect((screen.getByRole("button", { name: "Delete Products" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("hides a category from the menu and refreshes the side menu's categories", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`PUT /api/v1/categories/${networking.id}`]: () => json(200, { ...networking, showInMenu: "no" }),
    });
    open();
    await screen.findByText("menu: Products, Networking, Switches");
    const before = menuReads(calls);
    fireEvent.click(await screen.findByRole("switch", { name: "Show Networking in menu" }));
    expect(await screen.findByText("Category updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ showInMenu: "no" });
    await waitFor(() => expect(menuReads(calls)).toBeGreaterThan(before));
  });

  it("adds a category beneath another", async () => {
    signIn(OWNER);
    const { calls } = serve({ "POST /api/v1/categories": () => json(201, category({ name: "Routers" })) });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Add a category beneath Networking" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Routers" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Category created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Routers",
      showInMenu: "yes",
      parentId: networking.id,
    });
  });

  it("renames and moves a category to the top level (parentId sent in nullFields)", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`PUT /api/v1/categories/${networking.id}`]: () =>
        json(200, { ...networking, name: "Network", parentId: null }),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Networking" }));
    const dialog = await screen.findByRole("dialog");
    // Neither the category itself nor one beneath it can become its parent.
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Parent category" }));
    expect(screen.queryByRole("option", { name: /Switches/ })).toBeNull();
    expect(screen.getByRole("option", { name: /Legacy/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "None (top level)" }));
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Network" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Category updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Network",
      nullFields: ["parentId"],
    });
  });

  it("asks before deleting and explains why a category with children stays (409)", async () => {
    signIn(OWNER);
    const { calls } = serve({
      [`DELETE /api/v1/categories/${networking.id}`]: () =>
        json(409, {
          code: "category_has_children",
          message: "This category still has categories beneath it.",
        }),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Networking" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This category still has categories beneath it.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
