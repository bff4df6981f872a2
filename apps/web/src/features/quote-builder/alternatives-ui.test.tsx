import type { TProject } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import { mockGridLayout } from "../catalogue/test-grid-layout.ts";
import { type LinePatch, patchLines } from "./draft-model.ts";
import QuoteBuilderPage from "./quote-builder-page.tsx";
import { building, bundleProduct, change, line, location, project, simpleQuote } from "./test-data.ts";

vi.mock("../project-activity/activity-panel.tsx", () => ({ ActivityPanel: () => null }));
vi.mock("../project-activity/members-panel.tsx", () => ({ MembersPanel: () => null }));

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;
const SLOW = { timeout: 8000 };

/** Opens the builder on `quote`; bulk line updates change what the next read answers, as the server would. */
function open(quote: TProject, handlers: Handlers = {}) {
  const path = `/api/v1/projects/${quote.id}`;
  let current = quote;
  const mock = mockFetch({
    [`GET ${path}`]: () => json(200, current),
    [`PUT ${path}/project-location-products`]: (call) => {
      const body = call.body as { lines: ({ id: string } & LinePatch)[] };
      const patches = new Map(body.lines.map(({ id, ...p }) => [id, p]));
      current = { ...patchLines(patches)(current), version: current.version + 1 };
      return json(200, change(current.version));
    },
    "GET /api/v1/environments": () => json(200, { data: [] }),
    "GET /api/v1/requirements": () => json(200, { data: [] }),
    "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
    "GET /api/v1/bundles": () => json(200, { data: [], hasMore: false }),
    ...handlers,
  });
  renderRoutes(
    [{ path: "/projects/:quoteId/edit", element: <QuoteBuilderPage /> }],
    `/projects/${quote.id}/edit`,
  );
  return mock;
}

const writes = (calls: RecordedCall[], method: string) => calls.filter((c) => c.method === method);
const badges = () => [...document.querySelectorAll<HTMLElement>("[data-alternative-group]")];

beforeEach(() => {
  mockGridLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("alternatives and empty bundles in the builder", { timeout: 30_000 }, () => {
  it("makes two selected lines alternatives in one bulk update, shows their badges and the range", async () => {
    signIn(MSP_ADMIN);
    const fx = simpleQuote();
    const { calls } = open(fx.quote);
    await screen.findByTestId("total-term", {}, SLOW);
    expect(screen.queryByTestId("total-range")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Access point" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Wi-Fi care" }));
    fireEvent.click(screen.getByRole("button", { name: "Bulk edit" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: /Make alternatives…/ }));
    const dialog = await screen.findByRole("dialog", { name: "Alternatives in Office Wi-Fi" });
    expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Group name" }).value).toBe(
      "Option A",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1), SLOW);
    expect(writes(calls, "PUT")[0]?.body).toEqual({
      version: 3,
      lines: [
        { id: fx.apLine.id, alternativeGroup: "Option A", optional: false, chosen: true },
        { id: fx.careLine.id, alternativeGroup: "Option A", optional: false, chosen: false },
      ],
    });
    await waitFor(() => expect(badges()).toHaveLength(2), SLOW);
    expect(badges().map((b) => [b.textContent, b.dataset.chosen])).toEqual([
      ["Option A, chosen", "true"],
      ["Option A", "false"],
    ]);
    expect((await screen.findByTestId("total-range", {}, SLOW)).textContent).toMatch(/–/);
  });

  it("offers Make alternatives only for 2 or more lines of one bundle", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    await screen.findByTestId("total-term", {}, SLOW);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Access point" }));
    fireEvent.click(screen.getByRole("button", { name: "Bulk edit" }));
    const item = await screen.findByRole("menuitem", { name: /Make alternatives…/ });
    expect(item.hasAttribute("data-disabled") || item.hasAttribute("disabled")).toBe(true);
    expect(within(item).getByText("Select 2 or more lines of one bundle")).toBeTruthy();
  });

  it("takes a line out of its group; the group's other line becomes the choice", async () => {
    signIn(MSP_ADMIN);
    const a = line({ name: "Good", alternativeGroup: "Option A", chosen: true });
    const b = line({ name: "Better", alternativeGroup: "Option A", chosen: false });
    const quote = project([location([building([bundleProduct([a, b])])])]);
    const [good, better] = quote.locations?.[0]?.buildings[0]?.bundleProducts?.[0]?.lines ?? [];
    const { calls } = open(quote);
    await screen.findByTestId("total-range", {}, SLOW);
    expect(badges()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove Good from Option A" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1), SLOW);
    expect(writes(calls, "PUT")[0]?.body).toEqual({
      version: 3,
      lines: [
        { id: good?.id, alternativeGroup: null, chosen: true },
        { id: better?.id, chosen: true },
      ],
    });
    await waitFor(() => expect(badges()).toHaveLength(1), SLOW);
    expect(badges()[0]?.dataset.chosen).toBe("true");
  });

  it("deletes a bundle's last line together with the emptied bundle when the user confirms", async () => {
    signIn(MSP_ADMIN);
    const bp = bundleProduct([line({ name: "Switch" })], { name: "Core switch" });
    const quote = project([location([building([bp, bundleProduct([line()])])])]);
    const path = `/api/v1/projects/${quote.id}`;
    const { calls } = open(quote, {
      [`DELETE ${path}/bundle-products/bulk`]: () => json(200, change(4)),
    });
    await screen.findByTestId("total-term", {}, SLOW);
    fireEvent.click(screen.getByRole("button", { name: "Delete Switch" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Switch" });
    expect(within(dialog).getByText(/last line of Core switch/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete line and its empty bundle" }));
    await waitFor(() => expect(writes(calls, "DELETE")).toHaveLength(1), SLOW);
    expect(writes(calls, "DELETE")[0]?.path).toBe(`${path}/bundle-products/bulk`);
    expect(writes(calls, "DELETE")[0]?.body).toEqual({ version: 3, ids: [bp.id] });
  });

  it("bulk delete takes the bundles it empties along, and the other lines by id", async () => {
    signIn(MSP_ADMIN);
    const bp = bundleProduct([line({ name: "Switch" })], { name: "Core switch" });
    const other = bundleProduct([line({ name: "Cable" }), line({ name: "Patch panel" })]);
    const quote = project([location([building([bp, other])])]);
    const path = `/api/v1/projects/${quote.id}`;
    const { calls } = open(quote, {
      [`DELETE ${path}/project-location-products`]: () => json(200, change(4)),
      [`DELETE ${path}/bundle-products/bulk`]: () => json(200, change(5)),
    });
    await screen.findByTestId("total-term", {}, SLOW);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Switch" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Cable" }));
    fireEvent.click(screen.getByRole("button", { name: "Bulk edit" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete lines" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete lines" });
    expect(within(dialog).getByText(/Core switch would be left empty/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(writes(calls, "DELETE")).toHaveLength(2), SLOW);
    expect(writes(calls, "DELETE").map((c) => [c.path, c.body])).toEqual([
      [`${path}/project-location-products`, { version: 3, ids: [other.lines[0]?.id] }],
      [`${path}/bundle-products/bulk`, { version: 4, ids: [bp.id] }],
    ]);
  });

  it("makes the deal name the page's level-one heading, still editable", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    const heading = await screen.findByRole("heading", { level: 1, name: "Adatum offices" }, SLOW);
    expect(within(heading).getByRole("textbox", { name: "Deal name" })).toBeTruthy();
  });

  it("puts the Versions drawer's close button before its title, away from the notifications", async () => {
    signIn(MSP_ADMIN);
    const fx = simpleQuote();
    open(fx.quote, { [`GET /api/v1/projects/${fx.quote.id}/versions`]: () => json(200, { data: [] }) });
    await screen.findByTestId("total-term", {}, SLOW);
    fireEvent.click(screen.getByRole("button", { name: "Versions" }));
    const drawer = await screen.findByRole("dialog", { name: "Versions" });
    const close = within(drawer).getByRole("button", { name: "Close" });
    const title = within(drawer).getByRole("heading", { name: "Versions" });
    expect(close.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Versions" })).toBeNull(), SLOW);
  });
});
