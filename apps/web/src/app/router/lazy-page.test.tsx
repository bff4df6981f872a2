import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render-app.tsx";
import { ChunkLoadError, lazyPage } from "./lazy-page.ts";

const Page = () => null;

describe("lazy pages", () => {
  it("gives the page component to the router", async () => {
    await expect(lazyPage(() => Promise.resolve({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it("turns a failed import into a ChunkLoadError and offers Click to Reload", async () => {
    renderAt(<p>shell</p>);
    await screen.findByText("shell");
    const failing = lazyPage(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const error = await failing().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe("missing");
    expect(await screen.findByRole("button", { name: "Click to Reload" })).toBeTruthy();
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const pending = lazyPage(() => new Promise(() => {}), 120_000)().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(((await pending) as ChunkLoadError).type).toBe("timeout");
  });
});
