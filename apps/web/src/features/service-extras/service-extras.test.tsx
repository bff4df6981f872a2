import type { TServicePrice, TTargetCompletion } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN, nextId } from "../accounts/test-data.ts";
import { ServiceExtras } from "./service-extras.tsx";

const SERVICE = "0190a000-0000-7000-8000-000000000900";
const base = `/api/v1/services/${SERVICE}`;
const SALES = fakeUser({
  accountId: MSP,
  mspAccountId: MSP,
  role: "sales",
  userRole: "sales",
  roles: ["sales"],
});

const tier = (o: Partial<TServicePrice> = {}): TServicePrice => ({
  id: nextId(),
  serviceId: SERVICE,
  name: "Standard",
  unit: "hour",
  minQuantity: 1,
  price: "150.00",
  cost: "90.00",
  createdAt: "2026-01-02T10:00:00.000Z",
  ...o,
});
const completion = (o: Partial<TTargetCompletion> = {}): TTargetCompletion => ({
  id: nextId(),
  serviceId: SERVICE,
  name: "Standard delivery",
  days: 10,
  createdAt: "2026-01-02T10:00:00.000Z",
  ...o,
});

function serve(
  data: { prices?: TServicePrice[]; completions?: TTargetCompletion[]; templates?: Record<string, string> },
  extra: Record<string, (call: RecordedCall) => Response> = {},
) {
  return mockFetch({
    [`GET ${base}/prices`]: () => json(200, { data: data.prices ?? [], hasMore: false }),
    [`GET ${base}/target-completions`]: () => json(200, { data: data.completions ?? [], hasMore: false }),
    [`GET ${base}/templates`]: () => json(200, { templates: data.templates ?? {} }),
    ...extra,
  });
}

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("ServiceExtras", () => {
  it("adds a price tier, posting the fields typed (an empty cost left out)", async () => {
    signIn(MSP_ADMIN);
    const added = tier({ name: "Premium", minQuantity: 10, price: "140.00", cost: null });
    const { calls } = serve({}, { [`POST ${base}/prices`]: () => json(201, added) });
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    expect(await screen.findByText("No price tiers yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add price tier" }));
    const dialog = await screen.findByRole("dialog", { name: "Add price tier" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Price is required")).toBeTruthy();
    type("Name", "Premium");
    type("Unit", "hour");
    type("Min quantity", "10");
    type("Price", "140");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Premium",
      unit: "hour",
      minQuantity: 10,
      price: "140",
    });
    expect(await screen.findByText("Price tier created successfully.")).toBeTruthy();
  });

  it("shows the server's 400 field message on the field and keeps the dialog open", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve(
      {},
      {
        [`POST ${base}/prices`]: () =>
          json(400, { message: "Bad request", code: "bad_request", fields: { name: "This name is taken" } }),
      },
    );
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add price tier" }));
    const dialog = await screen.findByRole("dialog", { name: "Add price tier" });
    type("Name", "Standard");
    type("Price", "100");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("This name is taken")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("edits a tier, clearing its cost through nullFields", async () => {
    signIn(MSP_ADMIN);
    const row = tier();
    const { calls } = serve({ prices: [row] }, { [`PUT ${base}/prices/${row.id}`]: () => json(200, row) });
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Standard" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Standard" });
    type("Cost", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Standard",
      unit: "hour",
      minQuantity: 1,
      price: "150.00",
      nullFields: ["cost"],
    });
  });

  it("deletes a target completion after confirmation", async () => {
    signIn(MSP_ADMIN);
    const row = completion();
    const { calls } = serve(
      { completions: [row] },
      { [`DELETE ${base}/target-completions/${row.id}`]: () => json(200, { id: row.id }) },
    );
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    fireEvent.click(await screen.findByRole("tab", { name: "Target completion" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Standard delivery" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
    expect(await screen.findByText("Target completion deleted successfully.")).toBeTruthy();
  });

  it("saves the templates with all five sections", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve(
      { templates: { assumptions: "Site access during office hours" } },
      { [`PUT ${base}/templates`]: (call) => json(200, call.body) },
    );
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    fireEvent.click(await screen.findByRole("tab", { name: "Templates" }));
    const form = await screen.findByRole("form", { name: "Service templates" });
    const save = within(form).getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(form).getByRole("textbox", { name: "Scope of work" }), {
      target: { value: "Survey the site" },
    });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      templates: {
        scopeOfWork: "Survey the site",
        assumptions: "Site access during office hours",
        exclusions: "",
        deliverables: "",
        acceptanceCriteria: "",
      },
    });
    expect(await screen.findByText("Templates saved successfully.")).toBeTruthy();
  });

  it("readOnly shows the rows and templates without any edit control", async () => {
    signIn(MSP_ADMIN);
    serve({ prices: [tier()], completions: [completion()], templates: { scopeOfWork: "Survey the site" } });
    renderAt(<ServiceExtras serviceId={SERVICE} readOnly />);
    const table = await screen.findByRole("table", { name: "Price tiers" });
    expect(within(table).getByText("Standard")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add price tier" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete) / })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Templates" }));
    expect(await screen.findByText("Survey the site")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Scope of work" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("a sales user reads a service of their own account without edit controls", async () => {
    signIn(SALES);
    serve({ prices: [tier()] });
    renderAt(<ServiceExtras serviceId={SERVICE} />);
    expect(await screen.findByRole("table", { name: "Price tiers" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add price tier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Standard" })).toBeNull();
  });
});
