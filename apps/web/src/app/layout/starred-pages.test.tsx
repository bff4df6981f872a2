import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { loadHeaderPopups } from "./deferred-popup.tsx";
import { RegisteredRoutesContext } from "./registered-pages.tsx";
import { StarredPages } from "./starred-pages.tsx";
import { splitStarred, starredPagesOf, toggleStarred } from "./starred-pages-model.ts";

describe("starred pages", () => {
  // First: the header popups' code is not in yet (each test file has its modules afresh).
  it("keeps focus on the star while its tooltip's code arrives, and opens the overflow on a click", async () => {
    const starredPages = Array.from({ length: 12 }, (_, i) => `/user/profile?tab=${i}`);
    signIn(fakeUser({ preferences: { starredPages } }));
    renderAt(
      <RegisteredRoutesContext.Provider value={new Set(["user.profile", "dashboard"])}>
        <StarredPages />
      </RegisteredRoutesContext.Provider>,
    );
    const star = await screen.findByRole("button", { name: "Star this page" });
    star.focus();
    await act(async () => {
      await loadHeaderPopups();
    });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Star this page" }));
    fireEvent.click(screen.getByRole("button", { name: "2 more starred pages" }));
    expect(await screen.findAllByRole("menuitem", { name: "Profile" })).toHaveLength(2);
  });

  it("keeps the first 10 visible and puts the rest in the overflow", () => {
    const pages = Array.from({ length: 13 }, (_, i) => `/page/${i}`);
    const { visible, overflow } = splitStarred(pages);
    expect(visible).toEqual(pages.slice(0, 10));
    expect(overflow).toEqual(["/page/10", "/page/11", "/page/12"]);
  });

  it("toggles a page and reads only paths from preferences", () => {
    expect(toggleStarred(["/a"], "/b")).toEqual(["/a", "/b"]);
    expect(toggleStarred(["/a", "/b"], "/a")).toEqual(["/b"]);
    expect(starredPagesOf({ starredPages: ["/a", 3, null, "/b"] })).toEqual(["/a", "/b"]);
    expect(starredPagesOf({})).toEqual([]);
  });

  it("shows 10 starred links inline and the other 2 behind a menu", async () => {
    const starredPages = Array.from({ length: 12 }, (_, i) => `/user/profile?tab=${i}`);
    signIn(fakeUser({ preferences: { starredPages } }));
    renderAt(
      <RegisteredRoutesContext.Provider value={new Set(["user.profile", "dashboard"])}>
        <StarredPages />
      </RegisteredRoutesContext.Provider>,
    );
    const nav = await screen.findByRole("navigation", { name: "Starred pages" });
    expect(within(nav).getAllByRole("link", { name: "Profile" })).toHaveLength(10);
    expect(within(nav).getByRole("button", { name: "2 more starred pages" })).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "Star this page" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });
});
