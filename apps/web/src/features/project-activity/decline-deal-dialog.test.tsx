import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN, project, totals } from "../quotes/test-data.ts";
import { DeclineDealDialog } from "./decline-deal-dialog.tsx";

const quote = project({ version: 7 });

describe("DeclineDealDialog", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
  });

  it("needs a reason, and after a stale version re-applies it to the current one", async () => {
    let answers = 0;
    const { calls } = mockFetch({
      [`POST /api/v1/projects/${quote.id}/decline-deal`]: () =>
        ++answers === 1
          ? json(409, { message: "Stale", code: "conflict" })
          : json(200, { version: 9, totals: totals() }),
      [`GET /api/v1/projects/${quote.id}`]: () => json(200, { ...quote, version: 8 }),
    });
    const onDeclined = vi.fn();
    const onClose = vi.fn();
    renderAt(
      <DeclineDealDialog opened projectId={quote.id} version={7} onClose={onClose} onDeclined={onDeclined} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Decline the deal" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline deal" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Reason/ }), {
      target: { value: "Budget cut" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline deal" }));
    expect(await within(dialog).findByText(/changed by someone else/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Re-apply" }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalledWith({ version: 9, totals: totals() }));
    const posts = calls.filter((c) => c.method === "POST").map((c) => c.body);
    expect(posts).toEqual([
      { version: 7, reason: "Budget cut" },
      { version: 8, reason: "Budget cut" },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
