import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../api/session-storage.ts";
import { RegisteredRoutesContext } from "../../app/layout/registered-pages.tsx";
import { SideMenu } from "../../app/layout/side-menu.tsx";
import { PAGES } from "../../app/router/page-registry.ts";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { ORDERS_USER } from "./test-data.ts";

const REGISTERED = new Set(Object.keys(PAGES));

function fulfilMenu(user: SessionUser) {
  signIn(user);
  mockFetch({ "GET /api/v1/categories": () => json(200, { data: [], hasMore: false }) });
  renderAt(
    <RegisteredRoutesContext.Provider value={REGISTERED}>
      <nav aria-label="Main menu">
        <SideMenu onNavigate={() => undefined} />
      </nav>
    </RegisteredRoutesContext.Provider>,
    "/",
  );
  const nav = screen.getByRole("navigation", { name: "Main menu" });
  fireEvent.click(within(nav).getByRole("button", { name: "Fulfill" }));
  return nav;
}

describe("Fulfill > Orders in the side menu", () => {
  it("shows for an MSP with order management, linking to /orders", () => {
    const nav = fulfilMenu(ORDERS_USER);
    expect(within(nav).getByRole("link", { name: "Orders" }).getAttribute("href")).toBe("/orders");
    expect(within(nav).getByRole("link", { name: "Procure" }).getAttribute("href")).toBe("/procure");
  });

  it("shows for the platform owner, who passes every entitlement", () => {
    const nav = fulfilMenu(
      fakeUser({ accountKind: "platformOwner", role: "owner", userRole: "owner", roles: ["owner"] }),
    );
    expect(within(nav).getByRole("link", { name: "Orders" })).toBeTruthy();
  });

  it("is left out for an MSP without the entitlement", () => {
    const nav = fulfilMenu(fakeUser());
    expect(within(nav).queryByRole("link", { name: "Orders" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Procure" })).toBeNull();
  });
});
