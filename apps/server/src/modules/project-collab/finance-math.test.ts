import { describe, expect, it } from "vitest";
import { monthlyPayment, totalOfPayments } from "./finance-math.ts";

describe("monthlyPayment", () => {
  it("follows the annuity formula, rounded to cents", () => {
    // 10,000 over 36 months at 6 % a year: the textbook 304.22.
    expect(monthlyPayment("10000", "6", 36)).toBe("304.22");
    expect(monthlyPayment("25000.00", "4.5", 12)).toBe("2134.46");
  });

  it("spreads the amount evenly at a rate of zero", () => {
    expect(monthlyPayment("1000", "0", 12)).toBe("83.33");
    expect(monthlyPayment("1000", "0.000000", 1)).toBe("1000.00");
  });

  it("totals the rounded payments over the term", () => {
    expect(totalOfPayments("304.22", 36)).toBe("10951.92");
  });
});
