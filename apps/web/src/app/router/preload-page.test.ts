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
