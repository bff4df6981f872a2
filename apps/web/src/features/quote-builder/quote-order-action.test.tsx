import type { QuoteStage } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { ORDERS_USER, QUOTE, sampleOrder } from "../orders/test-data.ts";
import { QuoteOrderAction } from "./quote-order-action.tsx";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(stage: QuoteStage, handlers: Handlers = {}) {
  const mock = mockFetch({
    [`GET /api/v1/projects/${QUOTE}/orders`]: () => json(200, []),
    ...handlers,
  });
  const project = { id: QUOTE, dealName: "Adatum Wi-Fi refresh", stage };
  const view = renderRoutes(
    [
      { path: "/projects/:quoteId/edit", element: <QuoteOrderAction project={project} /> },
      { path: "/orders/:orderId/view", element: <p>order page</p> },
    ],
    `/projects/${QUOTE}/edit`,
  );
  return { ...mock, ...view };
}

const orderCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.includes("orders"));

describe("the quote's order action", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("an accepted quote without an order: Create order asks, makes it and opens it", async () => {
    const order = sampleOrder({ orderNumber: 9 });
    const { calls, router } = open("acceptance", {
      "POST /api/v1/orders": () => json(201, order),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create order" }));
    const dialog = await screen.findByRole("dialog", { name: "Create the order" });
    expect(within(dialog).getByText(/Adatum Wi-Fi refresh/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.id}/view`));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ projectId: QUOTE });
    expect(await screen.findByText("Order #9 created.")).toBeTruthy();
  });

  it("a quote that has an order links to it instead", async () => {
    const order = sampleOrder();
    open("completed", { [`GET /api/v1/projects/${QUOTE}/orders`]: () => json(200, [order]) });
    const link = await screen.findByRole("link", { name: "View order" });
    expect(link.getAttribute("href")).toBe(`/orders/${order.id}/view`);
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
  });

  it("the server's refusal is shown and the quote's order read again", async () => {
    const order = sampleOrder();
    let reads = 0;
    open("acceptance", {
      [`GET /api/v1/projects/${QUOTE}/orders`]: () => {
        reads += 1;
        return json(200, reads === 1 ? [] : [order]);
      },
      "POST /api/v1/orders": () =>
        json(409, { code: "conflict", message: "This quote already has an order." }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create order" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("This quote already has an order.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "View order" })).toBeTruthy();
  });

  it("nothing before acceptance, and no read of the quote's orders", async () => {
    const { calls } = open("agreement");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it("nothing for an account without order management, and no read", async () => {
    signIn(fakeUser());
    const { calls } = open("acceptance");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
    expect(orderCalls(calls)).toHaveLength(0);
  });
});
