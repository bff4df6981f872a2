import { MESSAGES, type TDefaultDistributor } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN, nextId } from "../accounts/test-data.ts";
import SettingsDistributorsPage from "./settings-distributors-page.tsx";
import { moved, repositions } from "./use-default-distributors.ts";

const row = (o: Partial<TDefaultDistributor> = {}): TDefaultDistributor => ({
  id: nextId(),
  distributorId: nextId(),
  distributorName: "Demo Distribution",
  digitalDistributor: true,
  categoryId: null,
  position: 0,
  createdAt: "2026-01-02T10:00:00.000Z",
  ...o,
});

const demo = row({ distributorName: "Demo Distribution", digitalDistributor: true, position: 0 });
const tailspin = row({ distributorName: "Tailspin Distribution", digitalDistributor: false, position: 1 });
const tailspinChoice = {
  id: tailspin.distributorId,
  name: "Tailspin Distribution",
  digitalDistributor: false,
};

function serve(rows: TDefaultDistributor[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/default-distributors": () => json(200, { data: rows }),
    "GET /api/v1/default-distributors/choices": () => json(200, { data: [tailspinChoice] }),
    "GET /api/v1/categories": () => json(200, { data: [] }),
    ...extra,
  });
}

describe("/settings/distributors", () => {
  it("lists the distributors in order and warns about one that is not digital", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([demo, tailspin]);
    renderAt(<SettingsDistributorsPage />, "/settings/distributors");
    const table = await screen.findByRole("table", { name: "Default distributors" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Demo Distribution")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Tailspin Distribution")).toBeTruthy();
    expect(
      screen.getByText("Tailspin Distribution is not currently configured as a digital distributor"),
    ).toBeTruthy();
    expect(screen.queryByText(/Demo Distribution is not currently configured/)).toBeNull();
    // The distributor choice comes from the distributor accounts offered to MSPs.
    expect(calls.some((c) => c.path === "/api/v1/default-distributors/choices")).toBe(true);
  });

  it("removes a distributor after confirmation", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([demo, tailspin], {
      [`DELETE /api/v1/default-distributors/${tailspin.id}`]: () => json(200, { id: tailspin.id }),
    });
    renderAt(<SettingsDistributorsPage />, "/settings/distributors");
    fireEvent.click(await screen.findByRole("button", { name: "Remove Tailspin Distribution" }));
    expect(await screen.findByText(MESSAGES.confirmDelete)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
    expect(await screen.findByText("Distributor removed successfully.")).toBeTruthy();
  });

  it("moves a distributor up by writing the new positions", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([demo, tailspin], {
      [`PUT /api/v1/default-distributors/${demo.id}`]: () => json(200, { ...demo, position: 1 }),
      [`PUT /api/v1/default-distributors/${tailspin.id}`]: () => json(200, { ...tailspin, position: 0 }),
    });
    renderAt(<SettingsDistributorsPage />, "/settings/distributors");
    fireEvent.click(await screen.findByRole("button", { name: "Move Tailspin Distribution up" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    const puts = calls.filter((c) => c.method === "PUT").map((c) => [c.path.split("/").pop(), c.body]);
    expect(puts).toEqual([
      [tailspin.id, { position: 0 }],
      [demo.id, { position: 1 }],
    ]);
  });

  it("adds the chosen distributor", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve([demo], {
      "POST /api/v1/default-distributors": () => json(201, tailspin),
    });
    renderAt(<SettingsDistributorsPage />, "/settings/distributors");
    fireEvent.click(await screen.findByRole("button", { name: "Add distributor" }));
    expect(await screen.findByText("Distributor is required")).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: /^Distributor/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Tailspin Distribution" }));
    fireEvent.click(screen.getByRole("button", { name: "Add distributor" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ distributorId: tailspin.distributorId });
  });
});

describe("reordering", () => {
  it("renumbers from 0, writing only positions that change", () => {
    const a = row({ position: 0 });
    const b = row({ position: 5 });
    const c = row({ position: 5 });
    expect(repositions(moved([a, b, c], 2, -1))).toEqual([
      { id: c.id, position: 1 },
      { id: b.id, position: 2 },
    ]);
    expect(moved([a, b], 0, -1)).toEqual([a, b]);
  });
});
