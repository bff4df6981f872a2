import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import MemberProfilePage from "./member-profile-page.tsx";
import { detailOf, member } from "./test-data.ts";

const routes = [
  { path: "/settings/users/:id", element: <MemberProfilePage /> },
  { path: "/pages/error-404", element: <p>not found page</p> },
];
const sam = member({ teams: [{ teamId: "t1", id: "sales", name: "Deal makers", level: "manager" }] });

describe("member profile", () => {
  it("shows a member's public profile, read-only", async () => {
    signIn();
    const { calls } = mockFetch({
      [`GET /api/v1/users/${sam.id}`]: () =>
        json(
          200,
          detailOf(sam, { about: "Closes deals.", phone: "+1 555 0100", accountName: "Northwind IT" }),
        ),
    });
    renderRoutes(routes, `/settings/users/${sam.id}`);
    expect(await screen.findByRole("heading", { name: "Sam Sales" })).toBeTruthy();
    expect(screen.getByText("Sales at Northwind IT")).toBeTruthy();
    expect(screen.getByText("Deal makers (manager)")).toBeTruthy();
    expect(screen.getByText("Closes deals.")).toBeTruthy();
    expect(screen.getByText("+1 555 0100")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(calls[0]?.path).toBe(`/api/v1/users/${sam.id}?getTeams=true`);
  });

  it("leaves for the 404 page when the member does not exist", async () => {
    signIn();
    mockFetch({});
    const { router } = renderRoutes(routes, "/settings/users/0190a000-0000-7000-8000-00000000dead");
    expect(await screen.findByText("not found page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/pages/error-404");
  });
});
