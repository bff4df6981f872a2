import { describe, expect, it } from "vitest";
import { belowBillion, multiplyDecimal } from "./decimal-text.ts";

describe("multiplyDecimal", () => {
  it("multiplies decimal strings exactly, rounding half up to six decimals", () => {
    expect(multiplyDecimal("2.00", "3")).toBe("6");
    expect(multiplyDecimal("1.5", "0.25")).toBe("0.375");
    expect(multiplyDecimal("0.1", "0.2")).toBe("0.02");
    expect(multiplyDecimal("0.333333", "0.5")).toBe("0.166667");
    expect(multiplyDecimal("12.25", "4")).toBe("49");
  });
});

describe("belowBillion", () => {
  it("accepts nine integer digits and refuses ten", () => {
    expect(belowBillion("999999999.99")).toBe(true);
    expect(belowBillion("1000000000")).toBe(false);
    expect(belowBillion("0001.5")).toBe(true);
  });
});
