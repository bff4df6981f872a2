import { PROJECT_MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, page } from "../accounts/test-data.ts";
import { mockGridLayout } from "../catalogue/test-grid-layout.ts";
import QuoteBuilderPage from "./quote-builder-page.tsx";
import { CUSTOMER_ID, change, simpleQuote } from "./test-data.ts";

// The activity and members panels are another feature's (and make their own calls).
vi.mock("../project-activity/activity-panel.tsx", () => ({ ActivityPanel: () => null }));
vi.mock("../project-activity/members-panel.tsx", () => ({ MembersPanel: () => null }));

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;
type Fixture = ReturnType<typeof simpleQuote>;

const SAM = {
  id: "0190f000-0000-7000-8000-000000000001",
  displayName: "Sam Sales",
  email: "sam@x",
  role: "user",
  teams: [],
};
const ROBIN = { ...SAM, id: "0190f000-0000-7000-8000-000000000002", displayName: "Robin Rep" };
const PAT = {
  id: "0190e000-0000-7000-8000-000000000001",
  accountId: CUSTOMER_ID,
  email: "pat@adatum.example",
  firstName: "Pat",
  lastName: "Buyer",
  displayName: "Pat Buyer",
  phone: null,
  photoURL: null,
  role: "customer",
  status: "active",
  active: true,
  pending: false,
  mfaEnabled: false,
  teams: [],
  version: 1,
};
const SLOW = { timeout: 8000 };

function open(fx: Fixture, handlers: Handlers = {}) {
  const path = `/api/v1/projects/${fx.quote.id}`;
  const mock = mockFetch({
    [`GET ${path}`]: () => json(200, fx.quote),
    "GET /api/v1/environments": () => json(200, { data: [] }),
    "GET /api/v1/requirements": () => json(200, { data: [] }),
    "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
    "GET /api/v1/bundles": () => json(200, { data: [], hasMore: false }),
    "GET /api/v1/users": () => json(200, page([PAT])),
    ...handlers,
  });
  const view = renderRoutes(
    [{ path: "/projects/:quoteId/edit", element: <QuoteBuilderPage /> }],
    `/projects/${fx.quote.id}/edit`,
  );
  return { ...mock, ...view, path };
}

const posts = (calls: RecordedCall[], suffix: string) =>
  calls.filter((c) => c.method === "POST" && c.path.endsWith(suffix));

beforeEach(() => {
  mockGridLayout();
  signIn(MSP_ADMIN);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the quote's basics and lifecycle in the builder", { timeout: 30_000 }, () => {
  it("shows the basics and edits them in a dialog: checked, only what changed sent with the version", async () => {
    const fx = simpleQuote({
      team: [SAM, ROBIN],
      ownerUserId: SAM.id,
      ownerName: "Sam Sales",
      quoteDate: "2026-03-01",
      validUntil: "2026-03-31",
      paymentTerms: "Net 30",
    });
    const { calls, path } = open(fx, {
      [`PUT /api/v1/projects/${fx.quote.id}`]: () => json(200, change(4)),
    });
    const basics = await screen.findByRole("group", { name: "Quote basics" }, SLOW);
    expect(within(basics).getByText("Sam Sales")).toBeTruthy();
    expect(within(basics).getByText("No contact")).toBeTruthy();
    expect(within(basics).getByText("Mar 31, 2026")).toBeTruthy();
    fireEvent.click(within(basics).getByRole("button", { name: "Edit basics" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote basics" }, SLOW);
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Owner/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Robin Rep" }));
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Customer contact/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Pat Buyer" }, SLOW));
    const validUntil = within(dialog).getByLabelText(/^Valid until/);
    fireEvent.change(validUntil, { target: { value: "2026-02-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.validUntilBeforeQuoteDate)).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.change(validUntil, { target: { value: "2026-04-30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((c) => c.method === "PUT" && c.path.startsWith(path))?.body).toEqual({
      version: 3,
      ownerUserId: ROBIN.id,
      contactUserId: PAT.id,
      validUntil: "2026-04-30",
    });
    expect(await screen.findByText("Quote basics updated successfully.", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Quote basics" })).toBeNull());
    expect(calls.find((c) => c.path.startsWith("/api/v1/users"))?.path).toContain(`accountId=${CUSTOMER_ID}`);
  });

  it("puts a refused basics field on the field, and closes on a 409 for the builder's Reload or Re-apply", async () => {
    const fx = simpleQuote({ paymentTerms: "" });
    let answer = json(400, {
      message: "Bad input",
      code: "bad_request",
      fields: { contactUserId: PROJECT_MESSAGES.unknownContact },
    });
    open(fx, { [`PUT /api/v1/projects/${fx.quote.id}`]: () => answer });
    fireEvent.click(await screen.findByRole("button", { name: "Edit basics" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Quote basics" }, SLOW);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Payment terms" }), {
      target: { value: "Net 15" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.unknownContact, {}, SLOW)).toBeTruthy();
    answer = json(409, { code: "conflict", message: "stale" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Quote basics" })).toBeNull(), SLOW);
    const notice = await screen.findByRole("alert", {}, SLOW);
    expect(within(notice).getByRole("button", { name: "Re-apply my change" })).toBeTruthy();
  });

  it("marks an expired quote, refuses to share it and renews it", async () => {
    const fx = simpleQuote({ validUntil: "2026-01-31", expired: true });
    const { calls } = open(fx, {
      [`POST /api/v1/projects/${fx.quote.id}/renew`]: () => json(200, change(4)),
    });
    const basics = await screen.findByRole("group", { name: "Quote basics" }, SLOW);
    expect(within(basics).getByText("Expired")).toBeTruthy();
    const share = screen.getByRole("button", { name: "Share with customer" });
    expect(share.hasAttribute("disabled")).toBe(true);
    expect(
      screen.getByText("The quote has expired: renew it before sharing it with the customer."),
    ).toBeTruthy();
    fireEvent.click(within(basics).getByRole("button", { name: "Renew" }));
    await waitFor(() => expect(posts(calls, "/renew")).toHaveLength(1), SLOW);
    expect(posts(calls, "/renew")[0]?.body).toEqual({ version: 3 });
    expect(
      await screen.findByText("The quote is renewed: dated today and valid again.", {}, SLOW),
    ).toBeTruthy();
  });

  it("marks the quote as accepted: a reason is required, then a confirmation says what happens", async () => {
    const fx = simpleQuote({ stage: "agreement" });
    const { calls } = open(fx, {
      [`POST /api/v1/projects/${fx.quote.id}/accept`]: () => json(200, change(4)),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark as accepted" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Mark the quote as accepted" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as accepted" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.acceptReasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /How did the customer accept/ }), {
      target: { value: " Signed PO 4471 " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as accepted" }));
    const question = await screen.findByText(
      "Mark Adatum offices as accepted? The quote moves to Acceptance and can no longer go back to an earlier stage. Your reason is logged in the activity.",
    );
    const confirm = question.closest("[role=dialog]") as HTMLElement;
    fireEvent.click(within(confirm).getByRole("button", { name: "Mark as accepted" }));
    await waitFor(() => expect(posts(calls, "/accept")).toHaveLength(1), SLOW);
    expect(posts(calls, "/accept")[0]?.body).toEqual({ version: 3, reason: "Signed PO 4471" });
    expect(await screen.findByText("The quote is marked as accepted.", {}, SLOW)).toBeTruthy();
  });

  it("shows a declined deal read-only with its reason, and reopens it", async () => {
    const fx = simpleQuote({
      status: "declined",
      declineReason: "Went with a competitor",
      declinedAt: "2026-03-05T10:00:00.000Z",
    });
    const { calls } = open(fx, {
      [`POST /api/v1/projects/${fx.quote.id}/reopen`]: () => json(200, change(4)),
    });
    expect(await screen.findByText("The deal was declined", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("Reason: Went with a competitor")).toBeTruthy();
    await screen.findByRole("grid", { name: "Products of Main building" }, SLOW);
    expect(screen.queryByRole("textbox", { name: "Deal name" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Quantity of Access point" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit basics" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    const dialog = await screen.findByRole("dialog", { name: "Reopen the quote" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen the quote" }));
    await waitFor(() => expect(posts(calls, "/reopen")).toHaveLength(1), SLOW);
    expect(posts(calls, "/reopen")[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByText("The quote is reopened in Build.", {}, SLOW)).toBeTruthy();
  });

  it("duplicates the quote once confirmed and opens the copy", async () => {
    const fx = simpleQuote();
    const copy = simpleQuote({ quoteNumber: 1043 }).quote;
    const { calls, router } = open(fx, {
      [`POST /api/v1/projects/${fx.quote.id}/duplicate`]: () => json(201, copy),
      [`GET /api/v1/projects/${copy.id}`]: () => json(200, copy),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate quote" }, SLOW));
    expect(await screen.findByText(/Create a copy of Adatum offices\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${copy.id}/edit`), SLOW);
    expect(posts(calls, "/duplicate")).toHaveLength(1);
    expect(await screen.findByText("Quote #1043 created as a copy.", {}, SLOW)).toBeTruthy();
  });

  it("saves the quote as a template, a taken name refused on the field", async () => {
    const fx = simpleQuote();
    let taken = true;
    const { calls } = open(fx, {
      "POST /api/v1/quote-templates": () =>
        taken
          ? json(400, {
              message: PROJECT_MESSAGES.templateNameTaken,
              code: "bad_request",
              fields: { name: PROJECT_MESSAGES.templateNameTaken },
            })
          : json(201, {
              id: "t1",
              name: "Branch",
              description: "",
              termMonths: 12,
              lineCount: 2,
              locationCount: 1,
              createdBy: null,
              createdAt: "2026-03-01T00:00:00.000Z",
              version: 1,
            }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Save as template" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Save as template" });
    const name = within(dialog).getByRole("textbox", { name: /^Template name/ }) as HTMLInputElement;
    expect(name.value).toBe("Adatum offices");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save as template" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.templateNameTaken, {}, SLOW)).toBeTruthy();
    taken = false;
    fireEvent.change(name, { target: { value: "Branch" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Description" }), {
      target: { value: "Wi-Fi" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save as template" }));
    expect(await screen.findByText("Quote template created successfully.", {}, SLOW)).toBeTruthy();
    expect(posts(calls, "/quote-templates").at(-1)?.body).toEqual({
      projectId: fx.quote.id,
      name: "Branch",
      description: "Wi-Fi",
    });
  });
});
