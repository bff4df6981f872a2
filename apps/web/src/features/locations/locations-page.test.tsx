import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import {
  account,
  CUSTOMER,
  customer,
  detail,
  location,
  MSP_ADMIN,
  page,
  queryOf,
} from "../accounts/test-data.ts";
import LocationsPage from "./locations-page.tsx";

const hq = location({
  name: "Adatum HQ",
  floors: [
    { id: "f1", name: "Ground", position: 0, areaSqft: 1200 },
    { id: "f2", name: "First", position: 1, areaSqft: null },
  ],
});

describe("/projects/locations", () => {
  it("lists the locations in scope with their account, floors and buildings", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      "GET /api/v1/locations": () => json(200, page([hq])),
      [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(customer({ id: CUSTOMER }))),
    });
    renderAt(<LocationsPage />, "/projects/locations");
    const table = await screen.findByRole("table", { name: "Locations" });
    const row = within(table).getByText("Adatum HQ").closest("tr") as HTMLElement;
    expect(await within(row).findByText("Adatum Corp")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ getFloors: "true", getBuildings: "true" });
    expect(screen.getByRole("link", { name: "Add service address" }).getAttribute("href")).toBe(
      "/projects/locations/add",
    );
  });

  it("deletes a location after the confirmation", async () => {
    signIn(MSP_ADMIN);
    let gone = false;
    const { calls } = mockFetch({
      "GET /api/v1/locations": () => json(200, page(gone ? [] : [hq])),
      [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(account({ id: CUSTOMER }))),
      [`DELETE /api/v1/locations/${hq.id}`]: () => {
        gone = true;
        return json(200, { id: hq.id });
      },
    });
    renderAt(<LocationsPage />, "/projects/locations");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Adatum HQ" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Location deleted successfully.")).toBeTruthy();
    expect(await screen.findByText("No locations yet")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("offers no changes to a role outside the quotes rule", async () => {
    signIn(fakeUser({ role: "editor", userRole: "editor", roles: ["editor"] }));
    mockFetch({ "GET /api/v1/locations": () => json(200, page([hq])) });
    renderAt(<LocationsPage />, "/projects/locations");
    expect(await screen.findByText("Adatum HQ")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add service address" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Adatum HQ" })).toBeNull();
  });
});
