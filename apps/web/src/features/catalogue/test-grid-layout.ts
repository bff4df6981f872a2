import { vi } from "vitest";

/**
 * jsdom does no layout, so TanStack Virtual would see a grid 0px high and render no rows. Gives
 * every element a viewport's height and width (as the DataGrid's own tests do); call in beforeEach
 * and restore with vi.restoreAllMocks().
 */
export function mockGridLayout(viewport = 600): void {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(viewport);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
    const body = this.querySelector<HTMLElement>("tbody");
    return body ? 40 + Number.parseFloat(body.style.height) : viewport;
  });
}
