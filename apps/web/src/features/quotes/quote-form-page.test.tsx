import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { customer, detail, location, page } from "../accounts/test-data.ts";
import QuoteFormPage from "./quote-form-page.tsx";
import { CUSTOMER, MSP_ADMIN, project } from "./test-data.ts";

const adatum = customer({ id: CUSTOMER });
const hq = location({ name: "Adatum HQ" });
const campus = location({
  name: "Campus",
  floors: [{ id: "f1", name: "Ground", position: 0, areaSqft: 5000 }],
  buildings: ["North", "South"].map((name, position) => ({
    id: `b-${name}`,
    locationId: "campus",
    name,
    position,
    totalPrice: "0",
    recurringPrice: "0",
    discount: "0",
    contractSummary: "",
    bundleProducts: [],
  })),
});
const created = project();

function open(path = "/quotes/add") {
  const mock = mockFetch({
    "GET /api/v1/accounts": () => json(200, page([adatum])),
    [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(adatum)),
    [`GET /api/v1/accounts/${CUSTOMER}/locations`]: () => json(200, page([hq, campus])),
    "POST /api/v1/quotes": () => json(201, created),
    "POST /api/v1/projects": () => json(201, created),
  });
  const view = renderRoutes(
    [
      { path: "/quotes/add", element: <QuoteFormPage /> },
      { path: "/projects/add", element: <QuoteFormPage /> },
      { path: "/customers/:accountId/projects/add", element: <QuoteFormPage /> },
      { path: "/projects/:quoteId/edit", element: <p>builder</p> },
    ],
    path,
  );
  return { ...mock, ...view };
}

async function pickCustomer() {
  fireEvent.click(screen.getByRole("combobox", { name: /^Customer/ }));
  fireEvent.click(await screen.findByRole("option", { name: "Adatum Corp" }));
}

const create = () => fireEvent.click(screen.getByRole("button", { name: "Create" }));

describe("the add form (/quotes/add, /projects/add, /customers/:id/projects/add)", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
  });

  it("says what is missing: the customer, the deal name, and a first location's name and buildings", async () => {
    const { calls } = open();
    await screen.findByRole("heading", { name: "Create Quote" });
    create();
    expect(await screen.findByText("Customer is required")).toBeTruthy();
    expect(screen.getByText("Deal name is required")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Add the first location/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add building" }));
    create();
    expect(await screen.findByText("Location name is required")).toBeTruthy();
    expect(screen.getByText("Building name is required")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("creates a quote by customer and deal name (POST /quotes) and opens the builder", async () => {
    const { calls, router } = open();
    await pickCustomer();
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), {
      target: { value: " Office refresh " },
    });
    create();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${created.id}/edit`));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/v1/quotes",
      body: { accountId: CUSTOMER, dealName: "Office refresh" },
    });
    expect(await screen.findByText("Quote created successfully.")).toBeTruthy();
  });

  it("sends the full form (POST /projects) with the term and a first location at a service address", async () => {
    const { calls, router } = open("/projects/add");
    await screen.findByRole("heading", { name: "Create Quote" });
    await pickCustomer();
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), { target: { value: "Campus" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Term" }));
    fireEvent.click(await screen.findByRole("option", { name: "12 months" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Add the first location/ }));
    fireEvent.click(screen.getByRole("combobox", { name: /^Service address/ }));
    fireEvent.click(await screen.findByRole("option", { name: /Adatum HQ/ }));
    // Picking the address names the location after it.
    expect((screen.getByRole("textbox", { name: /^Location name/ }) as HTMLInputElement).value).toBe(
      "Adatum HQ",
    );
    fireEvent.click(screen.getByRole("button", { name: "Add building" }));
    fireEvent.change(screen.getByRole("textbox", { name: /^Building name 1/ }), {
      target: { value: "Main" },
    });
    create();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${created.id}/edit`));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/v1/projects",
      body: {
        accountId: CUSTOMER,
        dealName: "Campus",
        termMonths: 12,
        locations: [{ name: "Adatum HQ", locationId: hq.id, buildings: [{ name: "Main" }] }],
      },
    });
  });

  it("fixes the customer on a customer's route", async () => {
    const { calls } = open(`/customers/${CUSTOMER}/projects/add`);
    const field = (await screen.findByRole("textbox", { name: "Customer" })) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("Adatum Corp"));
    expect(field.readOnly).toBe(true);
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), { target: { value: "Branch" } });
    create();
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ accountId: CUSTOMER, dealName: "Branch" });
  });

  it("shows the server's field errors on the form's fields", async () => {
    const { fetchMock } = open("/projects/add");
    await pickCustomer();
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), { target: { value: "Campus" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Add the first location/ }));
    fireEvent.change(screen.getByRole("textbox", { name: /^Location name/ }), { target: { value: "HQ" } });
    fetchMock.mockImplementationOnce(async () =>
      json(400, {
        message: "Bad input",
        code: "bad_request",
        fields: { "locations.0.locationId": "Choose one of the customer's service addresses." },
      }),
    );
    create();
    const form = screen.getByRole("button", { name: "Create" }).closest("form") as HTMLElement;
    expect(await within(form).findByText("Choose one of the customer's service addresses.")).toBeTruthy();
  });

  it("brings the chosen address's name and buildings in, and refuses two buildings of one name", async () => {
    const { calls } = open("/projects/add");
    await pickCustomer();
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), { target: { value: "Campus" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Add the first location/ }));
    fireEvent.click(screen.getByRole("combobox", { name: /^Service address/ }));
    fireEvent.click(await screen.findByRole("option", { name: /Campus/ }));
    const building = (n: number) => screen.getByRole("textbox", { name: new RegExp(`^Building name ${n}`) });
    expect((screen.getByRole("textbox", { name: /^Location name/ }) as HTMLInputElement).value).toBe(
      "Campus",
    );
    expect([(building(1) as HTMLInputElement).value, (building(2) as HTMLInputElement).value]).toEqual([
      "North",
      "South",
    ]);
    // Another address, untouched list: its buildings replace the first one's (Adatum HQ has none).
    fireEvent.click(screen.getByRole("combobox", { name: /^Service address/ }));
    fireEvent.click(await screen.findByRole("option", { name: /Adatum HQ/ }));
    expect(screen.queryByRole("textbox", { name: /^Building name 1/ })).toBeNull();
    expect((screen.getByRole("textbox", { name: /^Location name/ }) as HTMLInputElement).value).toBe(
      "Adatum HQ",
    );
    fireEvent.click(screen.getByRole("combobox", { name: /^Service address/ }));
    fireEvent.click(await screen.findByRole("option", { name: /Campus/ }));
    fireEvent.change(building(2), { target: { value: " north" } });
    create();
    expect(await screen.findByText("Another building of this location has this name.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fireEvent.change(building(2), { target: { value: "Gym" } });
    create();
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      locations: [{ name: "Campus", locationId: campus.id, buildings: [{ name: "North" }, { name: "Gym" }] }],
    });
  });
});
