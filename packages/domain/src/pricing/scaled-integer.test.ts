import { describe, expect, it } from "vitest";
import { formatCents, formatTrimmed, parseMicro, percentOf } from "./scaled-integer.ts";

describe("parseMicro: decimal strings to micro-units", () => {
  it.each([
    ["0", 0n],
    ["12", 12_000_000n],
    ["0.015", 15_000n],
    ["007.5", 7_500_000n],
    ["1.123456", 1_123_456n],
    // Beyond 15 digits the text goes to BigInt directly instead of through a double.
    ["123456789012345678.5", 123_456_789_012_345_678_500_000n],
  ])("reads %s", (text, micro) => expect(parseMicro(text)).toBe(micro));

  it.each([
    ["a seventh decimal", "1.1234567"],
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

describe("formatting", () => {
  it.each([
    [0n, "0.00"],
    [5n, "0.05"],
    [-7n, "-0.07"],
    [123_450n, "1234.50"],
    // Past 2⁵³ the digits are cut from BigInt text.
    [1_234_567_890_123_456_789n, "12345678901234567.89"],
    [-1_234_567_890_123_456_789n, "-12345678901234567.89"],
  ])("writes %s cents as %s", (cents, text) => expect(formatCents(cents)).toBe(text));

  it("writes hours and rates without trailing zeros or an exponent", () => {
    expect(formatTrimmed(6_000_000_000_000n, 12)).toBe("6");
    expect(formatTrimmed(500_000_000_000n, 12)).toBe("0.5");
    expect(formatTrimmed(1n, 12)).toBe("0.000000000001");
    expect(formatTrimmed(10_350_000n, 6)).toBe("10.35");
    expect(formatTrimmed(0n, 6)).toBe("0");
  });
});

describe("percentOf: percentages to 2 decimals", () => {
  it("rounds half away from zero and has no percentage of nothing", () => {
    expect(percentOf(1n, 8n)).toBe("12.50");
    expect(percentOf(2n, 3n)).toBe("66.67");
    expect(percentOf(-2n, 3n)).toBe("-66.67");
    expect(percentOf(1n, 80_000n)).toBe("0.00"); // 0.00125 %
    expect(percentOf(1n, 0n)).toBeNull();
  });

  it("writes a loss that rounds to nothing as 0.00, never -0.00", () => {
    expect(percentOf(-1n, 1_000_000n)).toBe("0.00");
  });

  it("gives the same answer past the range a double holds exactly", () => {
    const huge = 10n ** 30n;
    expect(percentOf(huge * 2n, huge * 3n)).toBe("66.67");
    expect(percentOf(-huge, 3n)).toBe(`-${formatCents((huge * 10_000n * 2n + 3n) / 6n)}`);
  });
});
