import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy… and waitFor wait for behaviour, not for a time limit: on a 2-core machine shared with other
// work a debounced search took more than the default 1 s to show (CI, session 15).
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that jsdom does not implement (Mantine's own jsdom guide).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
// react-router's scroll restoration calls it after every navigation.
window.scrollTo = () => {};

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// ProseMirror (the templates' rich-text editor) measures the selection to scroll it into view; jsdom lays
// nothing out, so every box is empty.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [window.Range.prototype, window.Element.prototype]) {
  if (!("getClientRects" in proto) || typeof proto.getClientRects !== "function")
    Object.defineProperty(proto, "getClientRects", { configurable: true, value: emptyRects });
}
if (typeof window.Range.prototype.getBoundingClientRect !== "function")
  window.Range.prototype.getBoundingClientRect = emptyRect;
if (typeof document.elementFromPoint !== "function") document.elementFromPoint = () => null;

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverShim;

// The web project runs without vitest globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Mantine's notification store outlives a render; earlier tests' notifications would fill its queue.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
