import { STAGE_MOVE_EFFECTS } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { StageStepper } from "./stage-stepper.tsx";

const facts = { pricedLineCount: 0, archived: false, declined: false };
const stepper = () => within(screen.getByRole("list", { name: "Quote stage" }));

describe("StageStepper", () => {
  it("refuses review while nothing is priced and says why", () => {
    signIn();
    const onMove = vi.fn();
    renderAt(<StageStepper stage="build" facts={facts} canMove onMove={onMove} />);
    const review = stepper().getByRole("button", { name: /Review/ });
    expect(review.getAttribute("aria-disabled")).toBe("true");
    expect(review.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getAllByText("Add at least one priced line before moving the quote on.").length,
    ).toBeGreaterThan(0);
    fireEvent.click(review);
    const next = screen.getByRole("button", { name: "Move to Review" });
    expect(next.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(onMove).not.toHaveBeenCalled();
    expect(stepper().getByRole("button", { name: /Build/ }).getAttribute("aria-current")).toBe("step");
  });

  it("moves one stage forward with the next button, and back to an earlier stage, but not two ahead", () => {
    signIn();
    const onMove = vi.fn();
    renderAt(<StageStepper stage="price" facts={{ ...facts, pricedLineCount: 3 }} canMove onMove={onMove} />);
    fireEvent.click(screen.getByRole("button", { name: "Move to Proposal" }));
    expect(onMove).toHaveBeenLastCalledWith("proposal");
    fireEvent.click(stepper().getByRole("button", { name: /Build/ }));
    expect(onMove).toHaveBeenLastCalledWith("build");
    const finance = stepper().getByRole("button", { name: /Finance/ });
    expect(finance.getAttribute("aria-disabled")).toBe("true");
    const why = document.getElementById(finance.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toBe("Move one stage at a time: the next stage is Proposal.");
    fireEvent.click(finance);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it("does not go back from acceptance and offers no move to a reader", () => {
    signIn();
    const onMove = vi.fn();
    const { unmount } = renderAt(
      <StageStepper stage="acceptance" facts={{ ...facts, pricedLineCount: 1 }} canMove onMove={onMove} />,
    );
    expect(
      stepper()
        .getByRole("button", { name: /Agreement/ })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    expect(
      screen.getAllByText("A quote in acceptance cannot go back to an earlier stage.").length,
    ).toBeGreaterThan(0);
    unmount();
    renderAt(
      <StageStepper stage="build" facts={{ ...facts, pricedLineCount: 1 }} canMove={false} onMove={onMove} />,
    );
    expect(screen.queryByRole("button", { name: /Move to/ })).toBeNull();
    fireEvent.click(stepper().getByRole("button", { name: /Review/ }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("asks before moving forward past Proposal, saying what happens, and moves only once confirmed", async () => {
    signIn();
    const onMove = vi.fn();
    renderAt(
      <StageStepper stage="proposal" facts={{ ...facts, pricedLineCount: 2 }} canMove onMove={onMove} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move to Finance" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to Finance" });
    expect(within(dialog).getByText(STAGE_MOVE_EFFECTS.finance as string)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onMove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Move to Finance" }));
    const again = await screen.findByRole("dialog", { name: "Move to Finance" });
    fireEvent.click(within(again).getByRole("button", { name: "Move to Finance" }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith("finance"));
  });

  it("moves back at once, without a question", () => {
    signIn();
    const onMove = vi.fn();
    renderAt(
      <StageStepper stage="agreement" facts={{ ...facts, pricedLineCount: 2 }} canMove onMove={onMove} />,
    );
    fireEvent.click(stepper().getByRole("button", { name: /Review/ }));
    expect(onMove).toHaveBeenCalledWith("review");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reaches Acceptance only by Mark as accepted, offered from Proposal on", () => {
    signIn();
    const onAccept = vi.fn();
    const props = { facts: { ...facts, pricedLineCount: 2 }, canMove: true, onMove: vi.fn(), onAccept };
    const { unmount } = renderAt(<StageStepper stage="agreement" {...props} />);
    // No "Move to Acceptance": the step says how it is reached.
    expect(screen.queryByRole("button", { name: "Move to Acceptance" })).toBeNull();
    const acceptance = stepper().getByRole("button", { name: /Acceptance/ });
    expect(acceptance.getAttribute("aria-disabled")).toBe("true");
    expect(
      screen.getAllByText("A quote reaches Acceptance when the customer signs, or with Mark as accepted.")
        .length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Mark as accepted" }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    unmount();
    const view = renderAt(<StageStepper stage="price" {...props} />);
    expect(screen.queryByRole("button", { name: "Mark as accepted" })).toBeNull();
    view.unmount();
    renderAt(<StageStepper stage="proposal" {...props} facts={{ ...props.facts, needsApproval: true }} />);
    const mark = screen.getByRole("button", { name: "Mark as accepted" });
    expect(mark.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(mark);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("completes only from Acceptance, after a warning that it cannot be undone", async () => {
    signIn();
    const onMove = vi.fn();
    renderAt(
      <StageStepper stage="acceptance" facts={{ ...facts, pricedLineCount: 2 }} canMove onMove={onMove} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move to Completed" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to Completed" });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Complete the quote" }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith("completed"));
  });
});
