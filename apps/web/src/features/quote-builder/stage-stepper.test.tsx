import { fireEvent, screen, within } from "@testing-library/react";
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
});
