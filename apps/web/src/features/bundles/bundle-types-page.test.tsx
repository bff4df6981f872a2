import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import BundleTypesPage from "./bundle-types-page.tsx";
import { bundleType } from "./test-data.ts";

const office = bundleType({ name: "Office" });
const retail = bundleType({ name: "Retail", ownership: "platform" });

function open(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({
    "GET /api/v1/bundle-types": () => json(200, { data: [office, retail] }),
    ...handlers,
  });
  renderAt(<BundleTypesPage />, "/bundle-category-types");
  return mock;
}

describe("/bundle-category-types", () => {
  it("lists own and platform types; only the own ones can be renamed or deleted", async () => {
    signIn(MSP_ADMIN);
    open();
    const table = await screen.findByRole("table", { name: "Bundle types" });
    expect(within(table).getByText("Office")).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Rename Office" })).toBeTruthy();
    expect(within(table).queryByRole("button", { name: "Delete Retail" })).toBeNull();
  });

  it("adds a type in a dialog and refreshes the list", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open({
      "POST /api/v1/bundle-types": () => json(201, bundleType({ name: "Warehouse" })),
    });
    await screen.findByRole("table", { name: "Bundle types" });
    fireEvent.click(screen.getByRole("button", { name: "Add bundle type" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: " Warehouse " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Bundle type created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Warehouse" });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith("/api/v1/bundle-types?")).length).toBe(2),
    );
  });

  it("renames a type", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open({
      [`PUT /api/v1/bundle-types/${office.id}`]: () => json(200, { ...office, name: "HQ" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Rename Office" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "HQ" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Bundle type updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ name: "HQ" });
  });

  it("asks before deleting and shows the server's message for a type in use", async () => {
    signIn(MSP_ADMIN);
    const inUse = "This bundle type is used by bundles. Move them to another type before deleting it.";
    const { calls } = open({
      [`DELETE /api/v1/bundle-types/${office.id}`]: () => json(409, { code: "conflict", message: inUse }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Office" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(inUse)).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
