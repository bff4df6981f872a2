import { describe, expect, it } from "vitest";
import {
  AmountTooLarge,
  ceilToWholeUnits,
  formatCents,
  formatTrimmed,
  MAX_CENTS,
  mulDivRoundHalfUp,
  parseMicro,
  percentOf,
} from "./scaled-integer.ts";

describe("parseMicro: decimal strings to micro-units", () => {
  it.each([
    ["0", 0],
    ["12", 12_000_000],
    ["0.015", 15_000],
    ["007.5", 7_500_000],
    ["1.123456", 1_123_456],
    ["999999999.999999", 999_999_999_999_999],
  ])("reads %s", (text, micro) => expect(parseMicro(text)).toBe(micro));

  it.each([
    ["a seventh decimal", "1.1234567"],
    ["a billion", "1000000000"],
    ["a minus sign", "-1"],
    ["an exponent", "1e3"],
    ["a bare point", "1."],
    ["a leading point", ".5"],
    ["blanks", " 1"],
    ["an empty string", ""],
    ["a number", 1.5],
    ["null", null],
  ])("refuses %s", (_, value) => expect(parseMicro(value)).toBeUndefined());
});

describe("integer arithmetic", () => {
  it("rounds a product half up, exactly, also past 2⁵³ where BigInt takes over", () => {
    expect(mulDivRoundHalfUp(3_000_000, 33_330_000, 10_000_000_000)).toBe(9_999); // 3 × 33.33
    expect(mulDivRoundHalfUp(1_000, 5_000_000, 10_000_000_000)).toBe(1); // 0.005 rounds up to a cent
    expect(mulDivRoundHalfUp(999_999_999_999_999, 999_999_999, 10_000_000_000)).toBe(99_999_999_900_000);
  });

  it("refuses an amount past MAX_CENTS instead of losing cents", () => {
    expect(() => mulDivRoundHalfUp(999_999_999_999_999, 999_999_999_999_999, 10_000_000_000)).toThrow(
      AmountTooLarge,
    );
  });

  it("rounds building prices up to whole units", () => {
    expect([0, 1, 100, 101, 199, 200].map(ceilToWholeUnits)).toEqual([0, 100, 100, 200, 200, 200]);
  });
});

describe("formatting", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [-7, "-0.07"],
    [123_450, "1234.50"],
    [2 * MAX_CENTS, "90071992547409.92"],
    [-2 * MAX_CENTS, "-90071992547409.92"],
  ])("writes %s cents as %s", (cents, text) => expect(formatCents(cents)).toBe(text));

  it("writes hours and rates without trailing zeros or an exponent", () => {
    expect(formatTrimmed(6_000_000_000_000n, 12)).toBe("6");
    expect(formatTrimmed(500_000_000_000n, 12)).toBe("0.5");
    expect(formatTrimmed(1n, 12)).toBe("0.000000000001");
    expect(formatTrimmed(10_350_000n, 6)).toBe("10.35");
    expect(formatTrimmed(0n, 6)).toBe("0");
    expect(formatTrimmed(10n ** 30n + 5n * 10n ** 11n, 12)).toBe("1000000000000000000.5");
  });
});

describe("percentOf: percentages to 2 decimals", () => {
  it("rounds half away from zero and has no percentage of nothing", () => {
    expect(percentOf(1, 8)).toBe("12.50");
    expect(percentOf(2, 3)).toBe("66.67");
    expect(percentOf(-2, 3)).toBe("-66.67");
    expect(percentOf(1, 80_000)).toBe("0.00"); // 0.00125 %
    expect(percentOf(1, 0)).toBeNull();
  });

  it("writes a loss that rounds to nothing as 0.00, never -0.00", () => {
    expect(percentOf(-1, 1_000_000)).toBe("0.00");
  });

  it("stays exact where part × 10,000 passes 2⁵³", () => {
    expect(percentOf(2 * MAX_CENTS - 2, 3 * MAX_CENTS - 3)).toBe("66.67");
    // A loss of 45 trillion on one cent of revenue: 450 quadrillion percent, to the hundredth.
    expect(percentOf(-MAX_CENTS, 1)).toBe("-450359962737049600.00");
  });
});
