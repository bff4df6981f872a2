import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../app-providers.tsx";
import { confirmAction } from "./confirm.tsx";
import { notifyInfo } from "./notify.tsx";
import { overlaysWanted } from "./overlays.ts";

// The app's providers as main.tsx renders them: no overlays given, so they load when first wanted.
const renderApp = () =>
  render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <p>page</p>
    </AppProviders>,
  );

describe("dialogs and notifications load when first wanted", () => {
  it("draws the page without them, then shows a notification and asks a question once wanted", async () => {
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
