import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { CUSTOMER, customer, detail, location, MSP_ADMIN } from "../accounts/test-data.ts";
import CustomerLocationPage from "../customers/customer-location-page.tsx";
import LocationPage from "./location-page.tsx";

const hq = location({
  name: "Adatum HQ",
  latitude: 42.36,
  longitude: -71.06,
  floors: [{ id: "0190a000-0000-7000-8000-0000000f0001", name: "Ground", position: 0, areaSqft: 1200 }],
  buildings: [
    {
      id: "0190a000-0000-7000-8000-0000000b0001",
      locationId: "x",
      name: "Main",
      position: 0,
      totalPrice: "100",
      recurringPrice: "0",
      discount: "0",
      contractSummary: "",
      bundleProducts: [],
    },
  ],
});

function openServiceAddress(path: string) {
  return renderRoutes(
    [
      { path: "/projects/locations", element: <p>service addresses list</p> },
      { path: "/projects/locations/add", element: <LocationPage /> },
      { path: "/projects/locations/:locationId/edit", element: <LocationPage /> },
    ],
    path,
  );
}

// The location's own name field, not the floors' and buildings' name fields.
const NAME = /^Name\s*\*?$/;
const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("service address form", () => {
  it("checks the fields, then creates the location with its floors and buildings", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({ "POST /api/v1/locations": () => json(201, location()) });
    const { router } = openServiceAddress("/projects/locations/add");
    fireEvent.click(await screen.findByRole("button", { name: "Create" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();

    change(NAME, "Warehouse");
    change("City", "Worcester");
    change(/^Latitude/, "123");
    fireEvent.click(screen.getByRole("button", { name: "Add floor" }));
    fireEvent.click(screen.getByRole("button", { name: "Add building" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Latitude lies between -90 and 90")).toBeTruthy();
    expect(screen.getByText("Floor name is required")).toBeTruthy();
    expect(screen.getByText("Building name is required")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    change(/^Latitude/, "42.26");
    // The country starts as the United States and is found by its name; the code is what is sent.
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("United States");
    const country = screen.getByRole("combobox", { name: "Country" });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: "germ" } });
    fireEvent.click(await screen.findByRole("option", { name: "Germany" }));
    change("Name of floor 1", "Ground");
    change("Area (sq ft) of floor 1", "900");
    change("Name of building 1", "Main");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Location created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Warehouse",
      address1: "",
      address2: "",
      city: "Worcester",
      state: "",
      zip: "",
      country: "DE",
      latitude: 42.26,
      floors: [{ name: "Ground", position: 0, areaSqft: 900 }],
      buildings: [{ name: "Main", position: 0 }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/locations"));
  });

  it("saves an edit with the version read; clearing coordinates sends them as nullFields", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      [`GET /api/v1/locations/${hq.id}`]: () => json(200, hq),
      [`PUT /api/v1/locations/${hq.id}`]: () => json(200, { ...hq, version: 4 }),
    });
    openServiceAddress(`/projects/locations/${hq.id}/edit`);
    expect(await screen.findByRole("heading", { name: "Adatum HQ" })).toBeTruthy();
    expect((screen.getByLabelText("Name of floor 1") as HTMLInputElement).value).toBe("Ground");
    change(/^Latitude/, "");
    change(/^Longitude/, "");
    fireEvent.click(screen.getByRole("button", { name: "Remove floor 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Location updated successfully.")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")?.body as Record<string, unknown>;
    expect(put).toMatchObject({
      version: 3,
      name: "Adatum HQ",
      floors: [],
      nullFields: ["latitude", "longitude"],
    });
    // Buildings keep their ids, so their prices stay as stored.
    expect(put.buildings).toEqual([
      { id: "0190a000-0000-7000-8000-0000000b0001", name: "Main", position: 0 },
    ]);
  });

  it("shows a country stored by name under its name, sending its code once saved; keeps one it does not know", async () => {
    signIn(MSP_ADMIN);
    const other = location({
      id: "0190a000-0000-7000-8000-00000000c0de",
      name: "Atlantis office",
      country: "Atlantis",
    });
    const { calls } = mockFetch({
      [`GET /api/v1/locations/${hq.id}`]: () => json(200, { ...hq, country: "United Kingdom" }),
      [`PUT /api/v1/locations/${hq.id}`]: () => json(200, { ...hq, version: 4 }),
      [`GET /api/v1/locations/${other.id}`]: () => json(200, other),
    });
    openServiceAddress(`/projects/locations/${hq.id}/edit`);
    await screen.findByRole("heading", { name: "Adatum HQ" });
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("United Kingdom");
    change(NAME, "Adatum London");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Location updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      name: "Adatum London",
      country: "GB",
    });

    openServiceAddress(`/projects/locations/${other.id}/edit`);
    await screen.findByRole("heading", { name: "Atlantis office" });
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("Atlantis");
  });

  it("reloads the location and says so when someone else saved first (409)", async () => {
    signIn(MSP_ADMIN);
    let reads = 0;
    const { calls } = mockFetch({
      [`GET /api/v1/locations/${hq.id}`]: () => {
        reads += 1;
        return json(200, reads === 1 ? hq : { ...hq, name: "Adatum Head Office", version: 5 });
      },
      [`PUT /api/v1/locations/${hq.id}`]: () => json(409, { code: "conflict", message: "stale", version: 5 }),
    });
    openServiceAddress(`/projects/locations/${hq.id}/edit`);
    await screen.findByRole("heading", { name: "Adatum HQ" });
    change(NAME, "Mine");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/changed by someone else meanwhile/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(NAME) as HTMLInputElement).value).toBe("Adatum Head Office"),
    );
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it('says "Could not retrive location information!" when the location fails to load', async () => {
    signIn(MSP_ADMIN);
    mockFetch({ [`GET /api/v1/locations/${hq.id}`]: () => json(500, {}) });
    openServiceAddress(`/projects/locations/${hq.id}/edit`);
    expect((await screen.findAllByText("Could not retrive location information!")).length).toBeGreaterThan(0);
  });

  it("deletes the location from its form after the confirmation", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      [`GET /api/v1/locations/${hq.id}`]: () => json(200, hq),
      [`DELETE /api/v1/locations/${hq.id}`]: () => json(200, { id: hq.id }),
    });
    const { router } = openServiceAddress(`/projects/locations/${hq.id}/edit`);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/locations"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});

describe("customer location form", () => {
  it("creates the location for the customer of the route and returns to its Locations tab", async () => {
    signIn(MSP_ADMIN);
    const { calls } = mockFetch({
      [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(customer({ id: CUSTOMER }))),
      "POST /api/v1/locations": () => json(201, location()),
    });
    const { router } = renderRoutes(
      [
        { path: "/customers/:accountId/locations/add", element: <CustomerLocationPage /> },
        { path: "/customers/:accountId/view/locations", element: <p>locations tab</p> },
      ],
      `/customers/${CUSTOMER}/locations/add`,
    );
    expect(await screen.findByText("Adatum Corp")).toBeTruthy();
    change(NAME, "Branch");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${CUSTOMER}/view/locations`));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      name: "Branch",
      accountId: CUSTOMER,
    });
  });
});
