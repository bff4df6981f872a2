import { describe, expect, it } from "vitest";
import { compareDecimals, decimalOut, hasChanges, moneyOut, percentOut } from "./wire.ts";

describe("decimalOut", () => {
  it("drops the trailing zeros of the column scale, keeping money at two decimals", () => {
    expect(percentOut("20.0000")).toBe("20");
    expect(percentOut("12.5000")).toBe("12.5");
    expect(moneyOut("12.5000")).toBe("12.50");
    expect(moneyOut("0.0000")).toBe("0.00");
    expect(moneyOut("99.1234")).toBe("99.1234");
    expect(decimalOut("7", 2)).toBe("7.00");
  });
});

describe("compareDecimals", () => {
  it("compares exactly, whatever the number of digits on either side", () => {
    expect(compareDecimals("99.99", "500")).toBe(-1);
    expect(compareDecimals("1000.0000", "1000")).toBe(0);
    expect(compareDecimals("250000.5", "250000.49")).toBe(1);
    expect(compareDecimals("0010", "9.9")).toBe(1);
    expect(compareDecimals("0.1", "0.10")).toBe(0);
  });
});

describe("hasChanges", () => {
  it("tells a body with nothing to set from one that clears a field", () => {
    expect(hasChanges({ a: undefined })).toBe(false);
    expect(hasChanges({ a: undefined, b: null })).toBe(true);
  });
});
