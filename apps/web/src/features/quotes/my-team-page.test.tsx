import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { page, queryOf, user } from "../accounts/test-data.ts";
import MyTeamPage from "./my-team-page.tsx";
import { MSP_ADMIN } from "./test-data.ts";

describe("/my-team", () => {
  it("lists the people of the caller's account with their roles and teams", async () => {
    signIn(MSP_ADMIN);
    const sam = user({
      accountId: MSP_ADMIN.accountId,
      displayName: "Sam Sales",
      email: "sales@msp.demo",
      role: "sales",
      teams: [{ id: "t1", teamId: "sales", name: "Sales", level: "user" }],
    });
    const { calls } = mockFetch({ "GET /api/v1/users": () => json(200, page([sam])) });
    renderAt(<MyTeamPage />, "/my-team");
    const table = await screen.findByRole("table", { name: "My Team" });
    const row = within(table).getByText("Sam Sales").closest("tr") as HTMLElement;
    expect(within(row).getByText("sales@msp.demo")).toBeTruthy();
    expect(within(row).getByText("sales")).toBeTruthy();
    expect(within(row).getByText("Sales")).toBeTruthy();
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ accountId: MSP_ADMIN.accountId });
  });
});
