import { addDays, utcDay } from "@q2c/domain";
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
const SETTINGS = {
  validDays: 45,
  paymentTerms: "Net 30",
  minMarginPercent: null,
  maxDiscountPercent: null,
  orderAtAcceptance: true,
  version: 1,
};
const TEMPLATE = {
  id: "0190d000-0000-7000-8000-000000000001",
  name: "Branch office",
  description: "Two buildings, Wi-Fi and switching",
  termMonths: 36,
  lineCount: 12,
  locationCount: 1,
  createdBy: null,
  createdAt: "2026-03-02T10:00:00.000Z",
  version: 2,
};
const CONTACT_ID = "0190e000-0000-7000-8000-000000000001";
const contact = {
  id: CONTACT_ID,
  accountId: CUSTOMER,
  email: "pat@adatum.example",
  firstName: "Pat",
  lastName: "Buyer",
  displayName: "Pat Buyer",
  phone: null,
  photoURL: null,
  role: "customer",
  status: "active",
  active: true,
  pending: false,
  mfaEnabled: false,
  teams: [],
  version: 1,
};

function open(path = "/quotes/add") {
  const mock = mockFetch({
    "GET /api/v1/accounts": () => json(200, page([adatum])),
    [`GET /api/v1/accounts/${CUSTOMER}`]: () => json(200, detail(adatum)),
    [`GET /api/v1/accounts/${CUSTOMER}/locations`]: () => json(200, page([hq, campus])),
    "POST /api/v1/quotes": () => json(201, created),
    "POST /api/v1/projects": () => json(201, created),
    "GET /api/v1/quote-settings": () => json(200, SETTINGS),
    "GET /api/v1/quote-templates": () => json(200, [TEMPLATE]),
    "GET /api/v1/users": () => json(200, page([contact])),
    [`DELETE /api/v1/quote-templates/${TEMPLATE.id}`]: () => json(200, { id: TEMPLATE.id }),
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
  fireEvent.click(screen.getByRole("combobox", { name: /^Customer(?! contact)/ }));
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

  it("starts from the company's valid days and payment terms, and sends a contact and a template", async () => {
    const { calls, router } = open();
    const validUntil = screen.getByLabelText(/^Valid until/) as HTMLInputElement;
    await waitFor(() => expect(validUntil.value).toBe(addDays(utcDay(), 45)));
    expect(screen.getByText("45 days from today by your company's quote settings.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Payment terms" }) as HTMLTextAreaElement).value).toBe(
      "Net 30",
    );
    // The contact waits for the customer.
    expect(screen.getByText("Choose the customer first.")).toBeTruthy();
    await pickCustomer();
    fireEvent.click(screen.getByRole("combobox", { name: "Customer contact" }));
    fireEvent.click(await screen.findByRole("option", { name: "Pat Buyer" }));
    fireEvent.click(screen.getByRole("combobox", { name: /^Start from template/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Branch office" }));
    expect(
      screen.getByText(
        "Branch office's locations, buildings and lines come into the new quote, before any first location you add below.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /^Deal name/ }), { target: { value: "Branch" } });
    fireEvent.change(validUntil, { target: { value: "2099-01-31" } });
    create();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${created.id}/edit`));
    const usersCall = calls.find((c) => c.path.startsWith("/api/v1/users"));
    expect(usersCall?.path).toContain(`accountId=${CUSTOMER}`);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/v1/projects",
      body: {
        accountId: CUSTOMER,
        dealName: "Branch",
        contactUserId: CONTACT_ID,
        validUntil: "2099-01-31",
        paymentTerms: "Net 30",
        templateId: TEMPLATE.id,
      },
    });
  });

  it("lists the templates under Manage templates and deletes one with its version once confirmed", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Manage templates" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote templates" });
    const table = await within(dialog).findByRole("table", { name: "Quote templates" });
    expect(within(table).getByText("1 location, 12 lines")).toBeTruthy();
    fireEvent.click(within(table).getByRole("button", { name: "Delete Branch office" }));
    expect(await screen.findByText(/Delete the template Branch office\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "DELETE")?.path).toBe(
        `/api/v1/quote-templates/${TEMPLATE.id}?version=2`,
      ),
    );
    expect(await screen.findByText("Quote template deleted successfully.")).toBeTruthy();
  });
});
