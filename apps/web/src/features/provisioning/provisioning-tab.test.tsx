import type { TProvisioningLoadItem } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import OrderViewPage from "../orders/order-view-page.tsx";
import { ORDERS_USER, sampleOrder } from "../orders/test-data.ts";
import { sampleLoad } from "./test-data.ts";

const item = (overrides: Partial<TProvisioningLoadItem>): TProvisioningLoadItem => {
  const { id, orderId, buildingId, buildingName, siteName, completedAt, progress, version } = sampleLoad();
  return { id, orderId, buildingId, buildingName, siteName, completedAt, progress, version, ...overrides };
};

function open(loads: () => Response | Promise<Response>) {
  const order = sampleOrder();
  const mock = mockFetch({
    [`GET /api/v1/orders/${order.id}`]: () => json(200, order),
    [`GET /api/v1/orders/${order.id}/provisioning`]: loads,
  });
  renderRoutes(
    [
      { path: "/orders/:orderId/view", element: <OrderViewPage /> },
      { path: "/orders/:linkedOrderId/provision/:loadId/view", element: <p>building page</p> },
    ],
    `/orders/${order.id}/view?tab=provisioning`,
  );
  return { ...mock, order };
}

describe("the order view's provisioning tab", () => {
  it("lists each building with its progress, Building complete where it is, and a link to its page", async () => {
    signIn(ORDERS_USER);
    const { order } = open(() =>
      json(200, [
        item({ id: "0190b000-0000-7000-8000-00000000e101", orderId: sampleOrder().id }),
        item({
          id: "0190b000-0000-7000-8000-00000000e102",
          buildingName: "Warehouse",
          completedAt: "2026-02-01T10:00:00.000Z",
          progress: {
            tasks: 0,
            tasksDone: 0,
            equipment: 1,
            delivered: 1,
            toAccept: 0,
            accepted: 0,
            complete: true,
          },
        }),
      ]),
    );
    expect(await screen.findByRole("tab", { name: "Provisioning", selected: true })).toBeTruthy();
    const main = await screen.findByRole("article", { name: "Adatum HQ · Main building" });
    expect(within(main).getByText("In progress")).toBeTruthy();
    expect(within(main).getByText("1 of 2 tasks complete")).toBeTruthy();
    expect(within(main).getByText("0 of 1 accepted on site")).toBeTruthy();
    expect(within(main).getByRole("progressbar", { name: /40% done/ })).toBeTruthy();
    const warehouse = screen.getByRole("article", { name: "Adatum HQ · Warehouse" });
    expect(within(warehouse).getByText("Building complete")).toBeTruthy();
    const link = within(warehouse).getByRole("link", { name: "Open Adatum HQ · Warehouse" });
    expect(link.getAttribute("href")).toBe(
      `/orders/${order.id}/provision/0190b000-0000-7000-8000-00000000e102/view`,
    );
    fireEvent.click(link);
    expect(await screen.findByText("building page")).toBeTruthy();
  });

  it("shows a busy list while loading, then says when there is nothing to provision", async () => {
    signIn(ORDERS_USER);
    let answer: (r: Response) => void = () => undefined;
    open(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = await screen.findByRole("status", { name: "Loading the buildings" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    answer(json(200, []));
    expect(await screen.findByText(/No buildings to provision/)).toBeTruthy();
  });

  it("offers Try again when the buildings cannot be read", async () => {
    signIn(ORDERS_USER);
    let reads = 0;
    open(() => {
      reads += 1;
      return json(500, { statusCode: 500, error: "Internal", message: "Boom" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(screen.getByText("Could not load the buildings.")).toBeTruthy();
  });
});
