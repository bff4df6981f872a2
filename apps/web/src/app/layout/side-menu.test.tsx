import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { RegisteredRoutesContext } from "./registered-pages.tsx";
import { SideMenu } from "./side-menu.tsx";

const PAGES = new Set(["dashboard", "quotes", "my-team", "cpq-automation", "settings.users", "bundles"]);

function renderMenu(path: string) {
  signIn(fakeUser({ role: "owner", userRole: "owner", roles: ["owner"] }));
  mockFetch({ "GET /api/v1/categories": () => json(200, { data: [], hasMore: false }) });
  renderAt(
    <RegisteredRoutesContext.Provider value={PAGES}>
      <nav aria-label="Main menu">
        <SideMenu onNavigate={() => undefined} />
      </nav>
    </RegisteredRoutesContext.Provider>,
    path,
  );
  return screen.getByRole("navigation", { name: "Main menu" });
}

describe("side menu groups", () => {
  it("are buttons that say whether they are open and which list they show", () => {
    const nav = renderMenu("/");
    const sell = within(nav).getByRole("button", { name: "Sell" });
    expect(sell.tagName).toBe("BUTTON");
    expect(sell.getAttribute("type")).toBe("button");
    expect(sell.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).queryByRole("link", { name: "Quotes" })).toBeNull();

    fireEvent.click(sell);
    expect(sell.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(sell.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(
      within(list as HTMLElement)
        .getByRole("link", { name: "Quotes" })
        .getAttribute("href"),
    ).toBe("/quotes");

    fireEvent.click(sell);
    expect(sell.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).queryByRole("link", { name: "Quotes" })).toBeNull();
  });

  it("start open around the current page, the others closed", () => {
    const nav = renderMenu("/bundles");
    expect(within(nav).getByRole("button", { name: "Catalog" }).getAttribute("aria-expanded")).toBe("true");
    expect(within(nav).getByRole("link", { name: "Bundles" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("button", { name: "Sell" }).getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).getByRole("button", { name: "Settings" }).getAttribute("aria-expanded")).toBe("false");
  });
});
