import { describe, expect, it } from "vitest";
import { savingPercent } from "./contract-format.ts";

describe("savingPercent", () => {
  it("is the agreed price's saving in percent of the list price, to 2 decimals", () => {
    expect(savingPercent("100.00", "85")).toBe("15.00");
    expect(savingPercent("450.00", "450.00")).toBe("0.00");
    expect(savingPercent("3", "2")).toBe("33.33");
  });

  it("rounds half away from zero, exactly, at six input decimals", () => {
    // 1 - 0.999875 = 0.0125% exactly → 0.01; 8 - 7.9996 = 0.005% exactly → 0.01.
    expect(savingPercent("1", "0.999875")).toBe("0.01");
    expect(savingPercent("8", "7.9996")).toBe("0.01");
    expect(savingPercent("8", "8.0004")).toBe("-0.01");
  });

  it("is negative when the agreed price is above the list price", () => {
    expect(savingPercent("100", "110")).toBe("-10.00");
  });

  it("is nothing without a list price, with a list price of 0, or while the price is being typed", () => {
    expect(savingPercent(null, "10")).toBeNull();
    expect(savingPercent("0.00", "10")).toBeNull();
    expect(savingPercent("100", "")).toBeNull();
    expect(savingPercent("100", "8,5")).toBeNull();
    expect(savingPercent("100", "1.1234567")).toBeNull();
  });
});
