import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { OWNER } from "../accounts/test-data.ts";
import EnvironmentsPage from "./environments-page.tsx";
import { environment } from "./test-data.ts";

const office = environment({ name: "Office", description: "Open-plan offices" });

function open(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({ "GET /api/v1/environments": () => json(200, { data: [office] }), ...handlers });
  renderAt(<EnvironmentsPage />, "/environments");
  return mock;
}

describe("/environments", () => {
  it("lists the building uses, each linking to its edit page", async () => {
    signIn(OWNER);
    open();
    const table = await screen.findByRole("table", { name: "Building Use" });
    expect(within(table).getByRole("link", { name: "Office" }).getAttribute("href")).toBe(
      `/environments/${office.id}/edit`,
    );
    expect(within(table).getByText("Open-plan offices")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Building Use" }).getAttribute("href")).toBe(
      "/environments/add",
    );
  });

  it("says so when there are none", async () => {
    signIn(OWNER);
    open({ "GET /api/v1/environments": () => json(200, { data: [] }) });
    expect(await screen.findByText("No building uses yet")).toBeTruthy();
  });

  it("deletes a building use after confirming", async () => {
    signIn(OWNER);
    const { calls } = open({
      [`DELETE /api/v1/environments/${office.id}`]: () => json(200, { id: office.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Office" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Building use deleted successfully.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
