import type { AccessContext } from "@q2c/domain";
import { accessContext } from "@q2c/domain/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGES } from "./page-registry.ts";
import { preloadPage, preloadPagesOnLinkIntent } from "./preload-page.ts";

describe("preloading a page's code ahead of its navigation", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts the page's import once when a link to it is pointed at or focused", () => {
    const preload = vi.fn();
    const loader = PAGES["projects.edit"];
    if (loader === undefined) throw new Error("the builder has a page");
    vi.spyOn(loader, "preload").mockImplementation(preload);
    const undo = preloadPagesOnLinkIntent();
    const link = document.createElement("a");
    link.href = "/projects/0193aaaa-0000-7000-8000-000000000001/edit";
    link.textContent = "Deal";
    document.body.append(link);
    try {
      link.dispatchEvent(new Event("pointerover", { bubbles: true }));
      link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      undo();
      link.remove();
    }
  });

  it("does nothing for a path without a page", () => {
    expect(() => preloadPage("/no/such/page/here")).not.toThrow();
  });
});

describe("preloading the likely next page once the first page has drawn", () => {
  afterEach(() => vi.restoreAllMocks());

  /** A fresh module (its record of started pages is per module), run with the browser idle at once. */
  async function idleRun(ctx: AccessContext) {
    vi.resetModules();
    vi.stubGlobal("requestIdleCallback", (run: () => void) => {
      run();
      return 1;
    });
    const registry = await import("./page-registry.ts");
    const loader = registry.PAGES["projects.edit"];
    if (loader === undefined) throw new Error("the builder has a page");
    const preload = vi.spyOn(loader, "preload").mockImplementation(() => undefined);
    const overlays = await import("../feedback/overlays.ts");
    const { preloadLikelyNextWhenIdle } = await import("./preload-page.ts");
    preloadLikelyNextWhenIdle(ctx);
    return { preload, overlaysWanted: overlays.overlaysWanted() };
  }

  it("starts the quote builder's code and the dialogs for a user the builder's route lets in", async () => {
    const { preload, overlaysWanted } = await idleRun(accessContext({ role: "sales" }));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(overlaysWanted).toBe(true);
  });

  it("leaves the builder's code alone for a customer, who opens quotes read-only", async () => {
    const { preload } = await idleRun(accessContext({ accountKind: "customer", role: "administrator" }));
    expect(preload).not.toHaveBeenCalled();
  });
});
