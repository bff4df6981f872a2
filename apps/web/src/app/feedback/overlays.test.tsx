import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// Whether the overlays are wanted is a module's state, which files run before this one in the same worker
// may have set (the web project shares modules): this file's own copies of the app's modules start afresh.
let app: {
  AppProviders: typeof import("../app-providers.tsx").AppProviders;
  confirmAction: typeof import("./confirm.tsx").confirmAction;
  notifyInfo: typeof import("./notify.tsx").notifyInfo;
  overlaysWanted: typeof import("./overlays.ts").overlaysWanted;
};
beforeEach(async () => {
  vi.resetModules();
  app = {
    ...(await import("../app-providers.tsx")),
    ...(await import("./confirm.tsx")),
    ...(await import("./notify.tsx")),
    ...(await import("./overlays.ts")),
  };
});

// The app's providers as main.tsx renders them: no overlays given, so they load when first wanted.
const renderApp = () =>
  render(
    <app.AppProviders queryClient={new QueryClient()} env="test">
      <p>page</p>
    </app.AppProviders>,
  );

describe("dialogs and notifications load when first wanted", () => {
  it("draws the page without them, then shows a notification and asks a question once wanted", async () => {
    const { confirmAction, notifyInfo, overlaysWanted } = app;
    renderApp();
    expect(screen.getByText("page")).toBeTruthy();
    expect(overlaysWanted()).toBe(false);

    act(() => notifyInfo("Saved", "The quote was saved."));
    expect(await screen.findByText("The quote was saved.")).toBeTruthy();

    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmAction({ message: "Leave this page?", confirmLabel: "Leave" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    await expect(answer).resolves.toBe(true);
  });
});
