import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render-app.tsx";
import { ShareControl, type ShareControlProps } from "./share-control.tsx";

const NOT_SHARED = { accountName: "Adatum", sharedAt: null, sharedByName: null, expired: false };
const SHARED = {
  accountName: "Adatum",
  sharedAt: "2026-03-02T10:00:00.000Z",
  sharedByName: "Sam Sales",
  expired: false,
};

/** The control with its quote as the builder would pass it; `reread` stands for the read after a write. */
function show(project: ShareControlProps["project"], canManage = true) {
  const actions = { share: vi.fn(), unshare: vi.fn() };
  const reread: { to?: (p: ShareControlProps["project"]) => void } = {};
  function Builder() {
    const [current, setCurrent] = useState(project);
    reread.to = setCurrent;
    return <ShareControl project={current} actions={actions} canManage={canManage} />;
  }
  renderAt(<Builder />);
  return { actions, reread: (p: ShareControlProps["project"]) => reread.to?.(p) };
}

describe("ShareControl", () => {
  it("says the quote is not shared, and shares it once the MSP confirms, busy until it is", async () => {
    const { actions, reread } = show(NOT_SHARED);
    expect(screen.getByText("Not shared with the customer")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Share with customer" }));
    expect(await screen.findByText(/Adatum's users will see this quote/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(actions.share).toHaveBeenCalledTimes(1));
    const button = screen.getByRole("button", { name: "Share with customer" });
    expect(button.hasAttribute("disabled") || button.getAttribute("data-loading") === "true").toBe(true);
    // The quote read after the answer is shared: the badge says since when.
    act(() => reread(SHARED));
    expect(await screen.findByText("Shared with the customer on Mar 2, 2026")).toBeTruthy();
  });

  it("shares nothing when the MSP cancels", async () => {
    const { actions } = show(NOT_SHARED);
    fireEvent.click(screen.getByRole("button", { name: "Share with customer" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText(/Adatum's users will see this quote/)).toBeNull());
    expect(actions.share).not.toHaveBeenCalled();
  });

  it("shows when and by whom it was shared, and stops sharing after a confirmation", async () => {
    const { actions } = show(SHARED);
    expect(screen.getByText("Shared with the customer on Mar 2, 2026")).toBeTruthy();
    expect(screen.getByText("by Sam Sales")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stop sharing" }));
    expect(await screen.findByText(/will no longer see this quote/)).toBeTruthy();
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop sharing" }));
    await waitFor(() => expect(actions.unshare).toHaveBeenCalledTimes(1));
  });

  it("does not share an expired quote and says why", async () => {
    const { actions } = show({ ...NOT_SHARED, expired: true });
    const button = screen.getByRole("button", { name: "Share with customer" });
    expect(button.hasAttribute("disabled")).toBe(true);
    const why = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toBe("The quote has expired: renew it before sharing it with the customer.");
    fireEvent.click(button);
    expect(actions.share).not.toHaveBeenCalled();
  });

  it("offers no button to those who do not manage the quote", () => {
    show(SHARED, false);
    expect(screen.getByText("Shared with the customer on Mar 2, 2026")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
