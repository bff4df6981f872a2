import type { GuardrailBreach } from "@q2c/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render-app.tsx";
import { GuardrailBadge, GuardrailContext, LineMargin, marginText } from "./guardrail-badge.tsx";
import { line } from "./test-data.ts";

const breaches = new Map<string, GuardrailBreach[]>([
  [
    "thin",
    [
      { kind: "margin", lineId: "thin", value: "12.50", limit: "30.00" },
      { kind: "discount", lineId: "thin", value: "25.00", limit: "15.00" },
    ],
  ],
]);

describe("the guardrail badge", () => {
  it("marks a line that breaks a limit, in words for assistive technology, and nothing else", () => {
    renderAt(
      <GuardrailContext.Provider value={breaches}>
        <div data-testid="thin">
          <GuardrailBadge lineId="thin" />
        </div>
        <div data-testid="fine">
          <GuardrailBadge lineId="fine" />
        </div>
      </GuardrailContext.Provider>,
    );
    const text =
      "Outside the company's limits: Gross margin 12.50% is below the minimum of 30%; Discount 25% is above the maximum of 15%";
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByTestId("thin").querySelector("[data-guardrail-breach]")?.getAttribute("title")).toBe(
      text,
    );
    expect(screen.getByTestId("fine").textContent).toBe("");
  });

  it("shows nothing outside a provider (no breaches given)", () => {
    render(<GuardrailBadge lineId="thin" />);
    expect(document.querySelector("[data-guardrail-breach]")).toBeNull();
  });
});

describe("a line's margin", () => {
  it('is unknown without a cost ("—", and why), never 100%', () => {
    const noCost = line({ cost: null });
    expect(marginText(noCost, { grossMargin: "100.00" })).toBeNull();
    expect(marginText(line({ cost: "60" }), { grossMargin: "40.00" })).toBe("40.00%");
    expect(marginText(line({ cost: "60" }), undefined)).toBeUndefined();
    renderAt(<LineMargin line={noCost} figures={undefined} />);
    expect(screen.getByText("No cost: margin unknown")).toBeTruthy();
    expect(document.querySelector("[data-margin-unknown]")?.getAttribute("title")).toBe(
      "No cost: margin unknown",
    );
  });
});
