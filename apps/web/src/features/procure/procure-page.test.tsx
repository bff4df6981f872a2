import type { TProcureSuborder } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { ORDERS_USER, orderLine, sampleOrder, suborder } from "../orders/test-data.ts";
import ProcurePage from "./procure-page.tsx";
import { procureAnswer, procureGroup, procureSuborder } from "./test-data.ts";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(handlers: Handlers) {
  const mock = mockFetch(handlers);
  const view = renderRoutes(
    [
      { path: "/procure", element: <ProcurePage /> },
      { path: "/", element: <p>home</p> },
    ],
    "/procure",
  );
  return { ...mock, ...view };
}

/** The order as the send route answers it: the suborder accepted, its second line rejected with a reason. */
function sentOrder(s: TProcureSuborder) {
  return sampleOrder({
    id: s.orderId,
    suborders: [suborder({ id: s.id, status: "accepted", distributorOrderNumber: "DM-7K2QH4ZP" })],
    lines: [
      orderLine({ suborderId: s.id, lineNumber: 1, status: "placed" }),
      orderLine({
        suborderId: s.id,
        lineNumber: 2,
        name: "PoE switch",
        status: "rejected",
        rejectReason: "Unknown part number MS120-24P: not in the Demo Distribution catalogue.",
      }),
    ],
  });
}

const sends = (calls: RecordedCall[]) => calls.filter((c) => c.method === "POST" && c.path.endsWith("/send"));

describe("/procure", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("lists what must be bought by distributor with cost, current price and stock", async () => {
    const manual = procureGroup({
      distributorId: null,
      distributorName: "",
      channel: "manual",
      suborders: [procureSuborder({ buildingName: "Lab", costTotal: "40.00" })],
      availability: { status: "not_applicable", providerId: null, error: "", data: [] },
    });
    open({ "GET /api/v1/procure": () => json(200, procureAnswer([procureGroup(), manual])) });
    const tailspin = await screen.findByRole("region", { name: "Tailspin Distribution" });
    expect(within(tailspin).getAllByText("$1,620.00").length).toBe(2);
    const table = within(tailspin).getByRole("table", { name: "Lines of order #4, Main building" });
    expect(within(table).getByText("In stock")).toBeTruthy();
    expect(within(table).getByText("120")).toBeTruthy();
    expect(within(table).getByText("Backorder")).toBeTruthy();
    expect(within(table).getByText("$175.00")).toBeTruthy();
    expect(within(tailspin).getByRole("link", { name: "Order #4" }).getAttribute("href")).toContain(
      "tab=suborders",
    );
    const byHand = screen.getByRole("region", { name: "Procure manually" });
    expect(within(byHand).getByRole("button", { name: "Mark ordered" })).toBeTruthy();
    expect(within(byHand).queryByRole("button", { name: /Send/ })).toBeNull();
  });

  it("shows availability unknown with the distributor's reason, and still lists the suborders", async () => {
    const group = procureGroup({
      availability: {
        status: "unknown",
        providerId: "ingram",
        error: "Ingram Micro could not be reached.",
        data: [],
      },
    });
    open({ "GET /api/v1/procure": () => json(200, procureAnswer([group])) });
    expect(await screen.findByText("Availability unknown")).toBeTruthy();
    expect(screen.getByText("Ingram Micro could not be reached.")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Lines of order #4, Main building" })).toBeTruthy();
    expect(screen.queryByText("Current cost")).toBeNull();
  });

  it("asks before sending, sends with an Idempotency-Key and shows the rejected lines' reasons", async () => {
    const group = procureGroup();
    const s = group.suborders[0] as TProcureSuborder;
    let listed = 0;
    const { calls } = open({
      "GET /api/v1/procure": () => json(200, procureAnswer(listed++ === 0 ? [group] : [])),
      [`POST /api/v1/orders/${s.orderId}/suborders/${s.id}/send`]: () => json(200, sentOrder(s)),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send to distributor" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to the distributor" });
    expect(within(dialog).getByText(/places a real order with Tailspin Distribution/)).toBeTruthy();
    expect(sends(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Place the order" }));
    const progress = await screen.findByRole("region", { name: "Sent from this page" });
    expect(await within(progress).findByText(/Placed: distributor order DM-7K2QH4ZP/)).toBeTruthy();
    expect(
      within(progress).getByText(
        /PoE switch: Unknown part number MS120-24P: not in the Demo Distribution catalogue./,
      ),
    ).toBeTruthy();
    const [sent] = sends(calls);
    expect(sent?.headers.get("Idempotency-Key")).toMatch(/^[\x21-\x7e]{1,255}$/);
    // The list is read again: the sent suborder is gone.
    expect(await screen.findByText("Nothing to buy")).toBeTruthy();
  });

  it("a failed send shows the distributor's words; Try again reuses the key; a new click makes a new one", async () => {
    const group = procureGroup();
    const s = group.suborders[0] as TProcureSuborder;
    let attempt = 0;
    const { calls } = open({
      "GET /api/v1/procure": () => json(200, procureAnswer([group])),
      [`POST /api/v1/orders/${s.orderId}/suborders/${s.id}/send`]: () =>
        ++attempt === 1
          ? json(502, {
              code: "distributor_unavailable",
              message: "Demo Distribution did not answer in time.",
            })
          : json(200, sentOrder(s)),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send to distributor" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Place the order" }),
    );
    expect(await screen.findByText("Demo Distribution did not answer in time.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Placed: distributor order DM-7K2QH4ZP/)).toBeTruthy();
    const [first, second] = sends(calls);
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));

    fireEvent.click(screen.getByRole("button", { name: "Send 1 suborder" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Place the order" }),
    );
    await waitFor(() => expect(sends(calls)).toHaveLength(3));
    expect(sends(calls)[2]?.headers.get("Idempotency-Key")).not.toBe(first?.headers.get("Idempotency-Key"));
  });

  it("marks a suborder bought by hand ordered with the supplier's reference", async () => {
    const s = procureSuborder({ buildingName: "Lab" });
    const manual = procureGroup({
      distributorId: null,
      distributorName: "",
      channel: "manual",
      suborders: [s],
      availability: { status: "not_applicable", providerId: null, error: "", data: [] },
    });
    const { calls } = open({
      "GET /api/v1/procure": () => json(200, procureAnswer([manual])),
      [`POST /api/v1/orders/${s.orderId}/suborders/${s.id}/mark-ordered`]: () => json(200, sampleOrder()),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark ordered" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark the suborder ordered" });
    fireEvent.change(within(dialog).getByLabelText(/Supplier reference/), { target: { value: "PO-118" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark ordered" }));
    expect(await screen.findByText("Order #4, Lab: marked ordered.")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ version: 1, reference: "PO-118" });
  });

  it("is empty when nothing is left to buy", async () => {
    open({ "GET /api/v1/procure": () => json(200, procureAnswer([])) });
    expect(await screen.findByText("Nothing to buy")).toBeTruthy();
  });

  it("sends an account without order management home, without reading", async () => {
    signIn(fakeUser());
    const { calls, router } = open({ "GET /api/v1/procure": () => json(200, procureAnswer([])) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.filter((c) => c.path.includes("procure"))).toHaveLength(0);
  });

  it("shows the error with Try again when the list cannot be read", async () => {
    let reads = 0;
    open({
      "GET /api/v1/procure": () =>
        ++reads === 1
          ? json(500, { code: "internal", message: "Something broke." })
          : json(200, procureAnswer([procureGroup()])),
    });
    expect(await screen.findByText("Something broke.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Tailspin Distribution" })).toBeTruthy();
  });
});
