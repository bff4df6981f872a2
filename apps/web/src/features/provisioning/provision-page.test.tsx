import type { TProvisioningLoad } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import ProvisionPage from "./provision-page.tsx";
import { ENGINEER_USER, LOAD, line, OPS, ORDER, SALES_USER, sampleLoad, task } from "./test-data.ts";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;
const loadUrl = `/api/v1/orders/${ORDER}/provisioning/${LOAD}`;

function open(load: TProvisioningLoad, handlers: Handlers = {}) {
  const mock = mockFetch({ [`GET ${loadUrl}`]: () => json(200, load), ...handlers });
  const view = renderRoutes(
    [
      { path: "/orders/:linkedOrderId/provision/:loadId/view", element: <ProvisionPage /> },
      { path: "/orders/:orderId/view", element: <p>order page</p> },
    ],
    `/orders/${ORDER}/provision/${LOAD}/view`,
  );
  return { ...mock, ...view };
}
const writes = (calls: RecordedCall[], method: string) => calls.filter((c) => c.method === method);

describe("/orders/:linkedOrderId/provision/:loadId/view", () => {
  it("shows a busy placeholder, then the building: progress, tasks with people and days, equipment", async () => {
    signIn(ENGINEER_USER);
    let answer: (r: Response) => void = () => undefined;
    open(sampleLoad(), { [`GET ${loadUrl}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const loading = await screen.findByRole("status", { name: "Loading the building" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    answer(json(200, sampleLoad()));
    expect(await screen.findByRole("heading", { level: 1, name: "Adatum HQ · Main building" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order #7" }).getAttribute("href")).toBe(
      `/orders/${ORDER}/view?tab=provisioning`,
    );
    const progress = screen.getByRole("region", { name: "Progress" });
    expect(within(progress).getByText("1 of 2 tasks complete")).toBeTruthy();
    expect(within(progress).getByText("1 of 2 delivered")).toBeTruthy();
    expect(within(progress).getByText("0 of 1 accepted on site")).toBeTruthy();
    const tasks = screen.getByRole("table", { name: "Tasks" });
    const first = within(tasks).getByText("Confirm ceiling heights").closest("tr") as HTMLElement;
    expect(within(first).getByText("Erin Engineer")).toBeTruthy();
    expect(within(first).getByText("Dec 1, 2026")).toBeTruthy();
    const second = within(tasks).getByText("Book the scissor lift").closest("tr") as HTMLElement;
    expect(within(second).getByText("Completed Jan 9, 2026 by Olga Ops")).toBeTruthy();
    const equipment = screen.getByRole("table", { name: "Equipment" });
    const sw = within(equipment).getByText("PoE switch").closest("tr") as HTMLElement;
    expect(within(sw).getByText("Q2SW-0001")).toBeTruthy();
    expect(within(sw).getByText("No acceptance asked")).toBeTruthy();
    expect(within(sw).getByText(/^Shipped/)).toBeTruthy();
  });

  it("marks a task complete with today's day and the task's version", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad();
    const done = sampleLoad({
      tasks: [
        task({ completion: "2026-02-01", completedBy: ENGINEER_USER.id, version: 2 }),
        ...load.tasks.slice(1),
      ],
    });
    const { calls } = open(load, {
      [`PUT ${loadUrl}/tasks/${load.tasks[0]?.id}`]: () => json(200, done),
    });
    const group = await screen.findByRole("group", { name: "Actions of Confirm ceiling heights" });
    fireEvent.click(within(group).getByRole("button", { name: "Mark complete" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    const body = writes(calls, "PUT")[0]?.body as { version: number; completion: string };
    expect(body.version).toBe(1);
    expect(body.completion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText("Task complete.")).toBeTruthy();
    expect(await screen.findByText("Completed Feb 1, 2026 by Erin Engineer")).toBeTruthy();
  });

  it("asks before accepting equipment, sends the picked lines with the load's version", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad();
    const { calls } = open(load, {
      [`POST ${loadUrl}/accept`]: () =>
        json(
          200,
          sampleLoad({
            version: 4,
            progress: { ...load.progress, accepted: 1 },
            lines: [
              line({ acceptedAt: "2026-02-01T10:00:00.000Z", acceptedBy: OPS }),
              ...load.lines.slice(1),
            ],
          }),
        ),
    });
    const accept = await screen.findByRole("button", { name: "Accept 0 items" });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    // The switch is not delivered and asks for no acceptance: nothing to pick.
    expect(screen.queryByRole("checkbox", { name: "Accept PoE switch" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Accept Access point" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept 1 item" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept equipment on site" });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(writes(calls, "POST")).toHaveLength(1));
    expect(writes(calls, "POST")[0]?.body).toEqual({ version: 3, lineIds: [load.lines[0]?.id] });
    expect(await screen.findByText("Accepted Feb 1, 2026 by Olga Ops")).toBeTruthy();
  });

  it("edits serial numbers: too many for the units is refused on the field, then saved", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad();
    const { calls } = open(load, {
      [`PUT ${loadUrl}/serial-numbers`]: () =>
        json(
          200,
          sampleLoad({ version: 4, lines: [line({ serialNumbers: ["A1", "A2"] }), ...load.lines.slice(1)] }),
        ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Serial numbers of Access point" }));
    const dialog = await screen.findByRole("dialog", { name: "Serial numbers" });
    const box = within(dialog).getByRole("textbox", { name: /Access point \(2 units\)/ });
    fireEvent.change(box, { target: { value: "A1\nA2\nA3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("At most 2 serial numbers: one per unit.")).toBeTruthy();
    expect(writes(calls, "PUT")).toHaveLength(0);
    fireEvent.change(box, { target: { value: " A1 \n\nA2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(writes(calls, "PUT")[0]?.body).toEqual({
      version: 3,
      lines: [{ orderLineId: load.lines[0]?.id, serialNumbers: ["A1", "A2"] }],
    });
    expect(await screen.findByText("A1, A2")).toBeTruthy();
  });

  it("asks before the last step completes the building, and shows Building complete after", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad({
      progress: {
        tasks: 2,
        tasksDone: 1,
        equipment: 1,
        delivered: 1,
        toAccept: 0,
        accepted: 0,
        complete: false,
      },
      lines: [line({ acceptEquipment: false })],
    });
    const { calls } = open(load, {
      [`PUT ${loadUrl}/tasks/${load.tasks[0]?.id}`]: () =>
        json(
          200,
          sampleLoad({
            ...load,
            completedAt: "2026-02-01T10:00:00.000Z",
            orderStatus: "completed",
            progress: { ...load.progress, tasksDone: 2, complete: true },
            tasks: [
              task({ completion: "2026-02-01", completedBy: ENGINEER_USER.id, version: 2 }),
              ...load.tasks.slice(1),
            ],
          }),
        ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete the building" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(await screen.findByText("Adatum HQ · Main building is complete.")).toBeTruthy();
    const state = await screen.findByRole("status");
    expect(within(state).getByText("Building complete")).toBeTruthy();
    // The order completed with it: nothing is offered any more.
    expect(screen.queryByRole("button", { name: /Mark complete|Reopen|Edit/ })).toBeNull();
  });

  it("a 409 shows the server's words and reads the building again", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad();
    let reads = 0;
    open(load, {
      [`GET ${loadUrl}`]: () => {
        reads += 1;
        return json(200, load);
      },
      [`PUT ${loadUrl}/tasks/${load.tasks[0]?.id}`]: () =>
        json(409, {
          statusCode: 409,
          error: "Conflict",
          message: "The order is cancelled: its buildings no longer change.",
        }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark complete" }));
    expect(await screen.findByText("The order is cancelled: its buildings no longer change.")).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it("edits a task's people and days; a target before the start is refused on the field", async () => {
    signIn(ENGINEER_USER);
    const load = sampleLoad();
    const { calls } = open(load, {
      [`PUT ${loadUrl}/tasks/${load.tasks[0]?.id}`]: () => json(200, load),
    });
    const group = await screen.findByRole("group", { name: "Actions of Confirm ceiling heights" });
    fireEvent.click(within(group).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the task" });
    fireEvent.change(within(dialog).getByLabelText("Target completion"), { target: { value: "2026-11-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The target completion is on or after the start.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Target completion"), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(writes(calls, "PUT")[0]?.body).toEqual({
      version: 1,
      users: load.tasks[0]?.users,
      start: "2026-12-01",
      nullFields: ["targetCompletion"],
    });
  });

  it("sales reads the building without controls", async () => {
    signIn(SALES_USER);
    open(sampleLoad());
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByText(/engineering and operations users do it/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark complete|Accept|Serial numbers of/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("shows the error with Try again when the building cannot be read", async () => {
    signIn(ENGINEER_USER);
    let reads = 0;
    open(sampleLoad(), {
      [`GET ${loadUrl}`]: () => {
        reads += 1;
        return json(500, { statusCode: 500, error: "Internal", message: "Boom" });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(screen.getByText("Could not load the building.")).toBeTruthy();
  });
});
