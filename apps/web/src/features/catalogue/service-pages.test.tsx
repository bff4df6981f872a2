import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, queryOf } from "../accounts/test-data.ts";
import AssessmentAndDesignPage from "./assessment-and-design-page.tsx";
import ServicePage from "./service-page.tsx";
import SupportPlansPage from "./support-plans-page.tsx";
import { CATEGORIES, product, servicesRoot, supportRoot } from "./test-data.ts";
import { mockGridLayout } from "./test-grid-layout.ts";

const survey = product({ name: "Site survey", kind: "service", categoryId: servicesRoot.id });
const wifiPlan = product({ name: "Wi-Fi Care", kind: "support-plan", categoryId: supportRoot.id });

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({ "GET /api/v1/categories": () => json(200, { data: CATEGORIES }), ...handlers });
  const view = renderRoutes(
    [
      { path: "/assessment-and-design", element: <AssessmentAndDesignPage /> },
      { path: "/assessment-and-design/:rootCategoryId/service/:id", element: <ServicePage /> },
      { path: "/assessment-and-design/:rootCategoryId/service-add", element: <ServicePage /> },
      { path: "/support-plans", element: <SupportPlansPage /> },
      { path: "/product-category/:rootCategoryId/:kind/:id", element: <p>item page</p> },
      { path: "/product-category/:rootCategoryId/:add", element: <p>add page</p> },
    ],
    path,
  );
  return { ...mock, ...view };
}

const listQuery = (calls: RecordedCall[]) =>
  queryOf(calls.find((c) => c.path.startsWith("/api/v1/products?"))?.path ?? "");

beforeEach(() => {
  signIn(MSP_ADMIN);
  mockGridLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("/assessment-and-design", () => {
  it("lists the services under the services root and opens one on its service page", async () => {
    const { calls, router } = open("/assessment-and-design", {
      "GET /api/v1/products": () => json(200, { data: [survey], hasMore: false }),
      [`GET /api/v1/products/${survey.id}`]: () => json(200, survey),
    });
    const grid = await screen.findByRole("grid", { name: "Products" });
    expect(listQuery(calls)).toMatchObject({ categoryIds: servicesRoot.id, kind: "service" });
    fireEvent.click(within(grid).getByText("Site survey"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/assessment-and-design/${servicesRoot.id}/service/${survey.id}`,
      ),
    );
    expect(await screen.findByRole("heading", { name: "Site survey" })).toBeTruthy();
  });

  it("adds a service (not taxable by default) and shows it on its service page", async () => {
    const created = product({ name: "Design workshop", kind: "service", categoryId: servicesRoot.id });
    const { calls, router } = open(`/assessment-and-design/${servicesRoot.id}/service-add`, {
      "POST /api/v1/products": () => json(201, created),
      [`GET /api/v1/products/${created.id}`]: () => json(200, created),
    });
    expect(await screen.findByRole("heading", { name: "Add Service" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name\s*\*?$/), { target: { value: "Design workshop" } });
    fireEvent.change(screen.getByLabelText(/^Price\s*\*?$/), { target: { value: "900" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/assessment-and-design/${servicesRoot.id}/service/${created.id}`,
      ),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      kind: "service",
      categoryId: servicesRoot.id,
      taxable: false,
      price: "900",
    });
  }, 20_000);
});

describe("/support-plans", () => {
  it("lists the support plans and adds one under the support root", async () => {
    const { calls, router } = open("/support-plans", {
      "GET /api/v1/products": () => json(200, { data: [wifiPlan], hasMore: false }),
    });
    const grid = await screen.findByRole("grid", { name: "Products" });
    expect(within(grid).getByText("Wi-Fi Care")).toBeTruthy();
    expect(listQuery(calls).kind).toBe("support-plan");
    fireEvent.click(screen.getByRole("link", { name: "Add Support Plan" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/product-category/${supportRoot.id}/support-plan-add`),
    );
  });
});
