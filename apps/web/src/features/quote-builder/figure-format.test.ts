import { describe, expect, it } from "vitest";
import { formatDecimal } from "../quotes/quote-format.ts";
import {
  formatMoney,
  formatMoneyInput,
  formatPercent,
  formatQuantity,
  formatWholeUnits,
  withoutSeparators,
} from "./figure-format.ts";

describe("the builder's figures", () => {
  it("show money as the quote list does, to the cent unless a price has more decimals", () => {
    expect(formatMoney("6547")).toBe("$6,547.00");
    expect(formatMoney("1234567.5")).toBe("$1,234,567.50");
    expect(formatMoney("0.015000")).toBe("$0.015");
    expect(formatMoney("-3")).toBe("-$3.00");
    expect(formatMoney(null)).toBe("—");
    expect(formatMoneyInput("1121.5")).toBe("1,121.50");
    expect(formatMoneyInput("12.")).toBe("12.00");
    // What is no figure (a box being typed into) stays as it is.
    expect(formatMoneyInput("abc")).toBe("abc");
  });

  it("show quantities as whole numbers when they are whole", () => {
    expect(formatQuantity("4.000000")).toBe("4");
    expect(formatQuantity("2.50")).toBe("2.5");
    expect(formatQuantity("1000")).toBe("1,000");
    expect(formatQuantity("")).toBe("");
  });

  it("show the whole units a building's prices are rounded to, and percentages", () => {
    expect(formatWholeUnits("1097.00")).toBe("$1,097");
    expect(formatWholeUnits("18100")).toBe("$18,100");
    expect(formatWholeUnits("10.50")).toBe("$10.50");
    expect(formatPercent("47.21")).toBe("47.21%");
    expect(formatPercent(null)).toBe("—");
  });

  it("read typed thousands separators, and only those", () => {
    expect(withoutSeparators("1,250.50")).toBe("1250.50");
    expect(withoutSeparators("1,000,000")).toBe("1000000");
    expect(withoutSeparators("1,2")).toBe("1,2");
    expect(formatDecimal("00012", { minDecimals: 0 })).toBe("12");
    expect(formatDecimal("1.2.3")).toBeUndefined();
  });
});
