import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { OWNER } from "../accounts/test-data.ts";
import RequirementsPage from "./requirements-page.tsx";
import { requirement } from "./test-data.ts";

const coverage = requirement({ name: "Wi-Fi coverage", metric: "Signal strength", target: "-67 dBm" });

function open(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({ "GET /api/v1/requirements": () => json(200, { data: [coverage] }), ...handlers });
  renderAt(<RequirementsPage />, "/requirements");
  return mock;
}

const listReads = (calls: RecordedCall[]) => calls.filter((c) => c.path === "/api/v1/requirements").length;

describe("/requirements", () => {
  it("lists the requirements with metric and target", async () => {
    signIn(OWNER);
    open();
    const table = await screen.findByRole("table", { name: "Performance Requirements" });
    expect(within(table).getByText("Wi-Fi coverage")).toBeTruthy();
    expect(within(table).getByText("-67 dBm")).toBeTruthy();
  });

  it("adds a requirement in a dialog and refreshes the list", async () => {
    signIn(OWNER);
    const added = requirement({ name: "Throughput" });
    const { calls } = open({ "POST /api/v1/requirements": () => json(201, added) });
    await screen.findByRole("table", { name: "Performance Requirements" });
    fireEvent.click(screen.getByRole("button", { name: "Add requirement" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Throughput" } });
    fireEvent.change(within(dialog).getByLabelText("Metric"), { target: { value: "Mbps per user" } });
    fireEvent.change(within(dialog).getByLabelText("Target"), { target: { value: "25" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Requirement created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Throughput",
      description: "",
      metric: "Mbps per user",
      target: "25",
    });
    await waitFor(() => expect(listReads(calls)).toBeGreaterThan(1));
  });

  it("deletes only after the confirmation is accepted", async () => {
    signIn(OWNER);
    const { calls } = open({
      [`DELETE /api/v1/requirements/${coverage.id}`]: () => json(200, { id: coverage.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Wi-Fi coverage" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete Wi-Fi coverage" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Requirement deleted successfully.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("offers no changes to a role outside the editor rule", async () => {
    signIn(fakeUser({ ...OWNER, role: "sales", userRole: "sales", roles: ["sales"] }));
    open();
    await screen.findByRole("table", { name: "Performance Requirements" });
    expect(screen.queryByRole("button", { name: "Add requirement" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Wi-Fi coverage" })).toBeNull();
  });
});
