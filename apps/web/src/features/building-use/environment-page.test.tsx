import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { OWNER, queryOf } from "../accounts/test-data.ts";
import { bundle } from "../bundles/test-data.ts";
import EnvironmentPage from "./environment-page.tsx";
import { environment, nextId, requirement, rule } from "./test-data.ts";

const officeKit = bundle({ name: "Office kit", ownership: "platform" });
const retailKit = bundle({ name: "Retail kit", ownership: "platform" });
const warehouseKit = bundle({ name: "Warehouse kit", ownership: "platform" });
const coverage = requirement({ name: "Wi-Fi coverage" });

const office = environment({ name: "Office" });
office.bundles = [
  {
    id: nextId(),
    bundleId: officeKit.id,
    quantity: "1.00",
    position: 0,
    bundle: { id: officeKit.id, name: "Office kit" },
  },
  {
    id: nextId(),
    bundleId: retailKit.id,
    quantity: "2.00",
    position: 1,
    bundle: { id: retailKit.id, name: "Retail kit" },
  },
];
const apRule = rule(office.id, { name: "Access points" });
office.rules = [apRule];

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({
    "GET /api/v1/bundles": () => json(200, { data: [officeKit, retailKit, warehouseKit], hasMore: false }),
    "GET /api/v1/requirements": () => json(200, { data: [coverage] }),
    [`GET /api/v1/environments/${office.id}`]: () => json(200, office),
    [`GET /api/v1/environments/${office.id}/rules`]: () => json(200, { data: office.rules }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/environments", element: <p>building uses</p> },
      { path: "/environments/add", element: <EnvironmentPage /> },
      { path: "/environments/:environmentId/edit", element: <EnvironmentPage /> },
    ],
    path,
  );
  return { ...mock, ...view };
}

const EDIT = `/environments/${office.id}/edit`;
const bundlesTable = () => screen.getByRole("table", { name: "Suggested bundles" });

async function chooseBundle(row: number, name: string) {
  fireEvent.click(screen.getByRole("combobox", { name: `Bundle ${row}` }));
  fireEvent.click(await screen.findByRole("option", { name }));
}

describe("building use pages", () => {
  it("saves the reordered list of suggested bundles with the bulk PUT, and only that", async () => {
    signIn(OWNER);
    const { calls } = open(EDIT, {
      [`PUT /api/v1/environments/${office.id}/bundles`]: () => json(200, { data: [] }),
    });
    await screen.findByRole("heading", { name: "Office" });
    expect(within(bundlesTable()).getAllByRole("row")).toHaveLength(3);
    expect(
      queryOf(calls.find((c) => c.path.startsWith("/api/v1/bundles?"))?.path ?? "").productOwnership,
    ).toBe("platform");
    fireEvent.click(screen.getByRole("button", { name: "Move Retail kit up" }));
    fireEvent.click(screen.getByRole("button", { name: "Add bundle" }));
    await chooseBundle(3, "Warehouse kit");
    fireEvent.change(screen.getByRole("textbox", { name: "Quantity of bundle 3" }), {
      target: { value: "4" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Building use updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual([
      { bundleId: retailKit.id, quantity: "2.00" },
      { bundleId: officeKit.id, quantity: "1.00" },
      { bundleId: warehouseKit.id, quantity: "4" },
    ]);
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  }, 30_000);

  it("asks for a bundle on a new row and shows the bulk PUT's errors on their rows", async () => {
    signIn(OWNER);
    const { calls } = open(EDIT, {
      [`PUT /api/v1/environments/${office.id}/bundles`]: () =>
        json(400, {
          code: "bad_request",
          message: "Bad",
          fields: { "1.bundleId": "Choose a bundle of the platform catalogue." },
        }),
    });
    await screen.findByRole("heading", { name: "Office" });
    fireEvent.click(screen.getByRole("button", { name: "Add bundle" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose a bundle.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Remove bundle 3" }));
    await waitFor(() => expect(within(bundlesTable()).getAllByRole("row")).toHaveLength(3));
    fireEvent.change(screen.getByRole("textbox", { name: "Quantity of bundle 2" }), {
      target: { value: "3" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose a bundle of the platform catalogue.")).toBeTruthy();
  }, 30_000);

  it("creates a building use, then its bundles, and carries on on its edit page", async () => {
    signIn(OWNER);
    const created = environment({ name: "Warehouse" });
    const { calls, router } = open("/environments/add", {
      "POST /api/v1/environments": () => json(201, created),
      [`PUT /api/v1/environments/${created.id}/bundles`]: () => json(200, { data: [] }),
      [`GET /api/v1/environments/${created.id}`]: () => json(200, created),
      [`GET /api/v1/environments/${created.id}/rules`]: () => json(200, { data: [] }),
    });
    await screen.findByRole("heading", { name: "Add Building Use" });
    expect(screen.getByText("Save the building use first; its sizing rules can be added then.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Warehouse" } });
    fireEvent.click(screen.getByRole("button", { name: "Add bundle" }));
    await chooseBundle(1, "Warehouse kit");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/environments/${created.id}/edit`));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Warehouse", description: "" });
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual([
      { bundleId: warehouseKit.id, quantity: "1" },
    ]);
  }, 30_000);

  it("adds a sizing rule in a dialog and deletes one after confirming", async () => {
    signIn(OWNER);
    const added = rule(office.id, { name: "Switches", basis: "floor" });
    const { calls } = open(EDIT, {
      [`POST /api/v1/environments/${office.id}/rules`]: () => json(201, added),
      [`DELETE /api/v1/environments/${office.id}/rules/${apRule.id}`]: () => json(200, { id: apRule.id }),
    });
    const rules = await screen.findByRole("table", { name: "Sizing rules" });
    expect(within(rules).getByText("Square feet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add rule" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Switches" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Basis" }));
    fireEvent.click(await screen.findByRole("option", { name: "Floor" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Per units" }), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Quantity" }), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Bundle" }));
    fireEvent.click(await screen.findByRole("option", { name: "Office kit" }));
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Requirement" }));
    fireEvent.click(await screen.findByRole("option", { name: "Wi-Fi coverage" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Rule created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Switches",
      basis: "floor",
      perUnits: "1",
      quantity: "2",
      bundleId: officeKit.id,
      requirementId: coverage.id,
    });

    fireEvent.click(screen.getByRole("button", { name: "Delete Access points" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Rule deleted successfully.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  }, 30_000);
});
