import type { GuardrailBreach, TApprovalState, TProjectApproval } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { ApprovalPanel } from "./approval-panel.tsx";

const PROJECT = "0190b000-0000-7000-8000-00000000f001";
const SALES = fakeUser({
  id: "0190a000-0000-7000-8000-0000000000s1",
  role: "sales",
  userRole: "sales",
  roles: ["sales"],
});
const MANAGER = fakeUser({
  id: "0190a000-0000-7000-8000-0000000000m1",
  role: "manager",
  userRole: "manager",
  roles: ["manager"],
});
const PATH = `/api/v1/projects/${PROJECT}/approvals`;

const THIN: GuardrailBreach = { kind: "margin", lineId: "line-1", value: "12.50", limit: "30.00" };
const QUOTE_DISCOUNT: GuardrailBreach = { kind: "discount", lineId: null, value: "20.00", limit: "15.00" };
const BREACHES = [THIN, QUOTE_DISCOUNT];

function approval(o: Partial<TProjectApproval> = {}): TProjectApproval {
  return {
    id: "0190b000-0000-7000-8000-00000000a001",
    projectId: PROJECT,
    status: "pending",
    lowestMargin: "12.50",
    highestDiscount: "20.00",
    breaches: BREACHES,
    requestedBy: SALES.id,
    requestedByName: "Sam Sales",
    requestComment: "Strategic customer",
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    decisionComment: "",
    createdAt: "2026-03-01T10:00:00.000Z",
    version: 1,
    ...o,
  };
}
const state = (approvals: TProjectApproval[]): TApprovalState => ({
  breaches: BREACHES,
  needsApproval: !approvals.some((a) => a.status === "approved"),
  approvals,
});

function open(
  user: ReturnType<typeof fakeUser>,
  approvals: TProjectApproval[],
  handlers: Record<string, (call: RecordedCall) => Response> = {},
  breaches: GuardrailBreach[] = BREACHES,
) {
  signIn(user);
  const mock = mockFetch({ [`GET ${PATH}`]: () => json(200, state(approvals)), ...handlers });
  renderAt(
    <ApprovalPanel
      projectId={PROJECT}
      version={7}
      breaches={breaches}
      lineName={(id) => (id === "line-1" ? "Thin switch" : "")}
      canEdit
    />,
    `/projects/${PROJECT}/edit`,
  );
  return mock;
}

const panel = () => screen.findByTestId("approval-panel");
const dialog = () => screen.findByRole("dialog");

describe("the approval panel", () => {
  it("lists what breaks which limit and lets the requester ask with a comment, then waits", async () => {
    const asked = approval();
    const { calls } = open(SALES, [], { [`POST ${PATH}`]: () => json(201, state([asked])) });
    const p = await panel();
    expect(within(p).getByText("Thin switch: Gross margin 12.50% is below the minimum of 30%")).toBeTruthy();
    expect(within(p).getByText("The quote: Discount 20% is above the maximum of 15%")).toBeTruthy();
    fireEvent.click(await within(p).findByRole("button", { name: "Request approval" }));
    const d = await dialog();
    fireEvent.change(within(d).getByRole("textbox", { name: "Comment" }), {
      target: { value: "Strategic customer" },
    });
    fireEvent.click(within(d).getByRole("button", { name: "Send request" }));
    expect(await within(p).findByText("Waiting for a manager")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ comment: "Strategic customer" });
    expect(within(p).getByText("Asked by Sam Sales: “Strategic customer”")).toBeTruthy();
    // A sales user may not approve: no decision buttons.
    expect(within(p).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("lets a manager approve someone else's request with a comment, then shows who approved", async () => {
    const pending = approval();
    const done = approval({
      status: "approved",
      decidedBy: MANAGER.id,
      decidedByName: "Max Manager",
      decisionComment: "Fine this once",
      version: 2,
    });
    const decision = `POST ${PATH}/${pending.id}/decision`;
    const { calls } = open(MANAGER, [pending], { [decision]: () => json(200, state([done])) });
    const p = await panel();
    fireEvent.click(await within(p).findByRole("button", { name: "Approve" }));
    const d = await dialog();
    fireEvent.change(within(d).getByRole("textbox", { name: "Comment" }), {
      target: { value: "Fine this once" },
    });
    fireEvent.click(within(d).getByRole("button", { name: "Approve" }));
    expect(await within(p).findByText("Approved by Max Manager")).toBeTruthy();
    expect(within(p).getByText(/Fine this once/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/decision"))?.body).toEqual({
      version: 1,
      decision: "approved",
      comment: "Fine this once",
    });
  });

  it("never offers a manager a decision on their own request, and says why", async () => {
    open(MANAGER, [approval({ requestedBy: MANAGER.id, requestedByName: "Max Manager" })]);
    const p = await panel();
    expect(
      await within(p).findByText("You asked for this approval: another manager decides on it."),
    ).toBeTruthy();
    expect(within(p).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(p).queryByRole("button", { name: "Reject" })).toBeNull();
  });

  it("shows a rejection with who and why, and lets the requester ask again", async () => {
    open(SALES, [
      approval({
        status: "rejected",
        decidedBy: MANAGER.id,
        decidedByName: "Max Manager",
        decisionComment: "Too thin",
      }),
    ]);
    const p = await panel();
    expect(await within(p).findByText("Rejected by Max Manager")).toBeTruthy();
    expect(within(p).getByText(/Too thin/)).toBeTruthy();
    expect(within(p).getByRole("button", { name: "Request approval" })).toBeTruthy();
  });

  it("says an earlier approval no longer covers a quote that got worse", async () => {
    const earlier = approval({
      status: "approved",
      decidedByName: "Max Manager",
      lowestMargin: "20.00",
      highestDiscount: "20.00",
    });
    open(SALES, [earlier]);
    const p = await panel();
    expect(await within(p).findByText(/no longer covers the quote/)).toBeTruthy();
    expect(within(p).getByRole("button", { name: "Request approval" })).toBeTruthy();
  });

  it("shows nothing and reads nothing while the quote is within the limits", async () => {
    const { calls } = open(SALES, [], {}, []);
    await waitFor(() => expect(screen.queryByTestId("approval-panel")).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
