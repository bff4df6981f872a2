import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { RegisteredRoutesContext } from "./registered-pages.tsx";
import { StarredPages } from "./starred-pages.tsx";
import { UserMenu } from "./user-menu.tsx";

// The header's menus and tooltip load their code when first wanted (deferred-popup.tsx).
const SLOW = { timeout: 5_000 };

describe("the header's deferred popups", () => {
  // First: the popups' code is not in yet (each test file has its modules afresh).
  it("opens the account menu on an opening key pressed before its code was in", async () => {
    signIn(fakeUser({ displayName: "Ada Lovelace" }));
    renderAt(<UserMenu />);
    const button = screen.getByRole("button", { name: "Account menu of Ada Lovelace" });
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(await screen.findByRole("menuitem", { name: "Profile" }, SLOW)).toBeTruthy();
  });

  it("opens the account menu on a click", async () => {
    signIn(fakeUser({ displayName: "Ada Lovelace" }));
    renderAt(<UserMenu />);
    fireEvent.click(screen.getByRole("button", { name: "Account menu of Ada Lovelace" }));
    expect(await screen.findByRole("menuitem", { name: "Sign out" }, SLOW)).toBeTruthy();
  });

  it("shows the star's tooltip on the first hover", async () => {
    signIn(fakeUser());
    renderAt(
      <RegisteredRoutesContext.Provider value={new Set(["dashboard"])}>
        <StarredPages />
      </RegisteredRoutesContext.Provider>,
    );
    const star = await screen.findByRole("button", { name: "Star this page" });
    fireEvent.pointerEnter(star);
    fireEvent.mouseEnter(star);
    await waitFor(() => expect(screen.getByRole("tooltip").textContent).toBe("Star this page"), SLOW);
  });
});
