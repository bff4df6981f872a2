import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryCode, countryName } from "./countries.ts";

describe("countries", () => {
  it("lists each two-letter code once, in order, each with an English name", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code) && countryName(code) !== code)).toBe(true);
    expect(countryName("DE")).toBe("Germany");
  });

  it("keys an address's country as the tax tables do: codes, names and common other names", () => {
    expect(
      [
        "US",
        "us",
        " United States ",
        "USA",
        "United States of America",
        "Canada",
        "germany",
        "UK",
        "United Kingdom",
      ].map(countryCode),
    ).toEqual(["US", "US", "US", "US", "US", "CA", "DE", "GB", "GB"]);
  });

  it("takes an empty country as the default, and never guesses a code from an unknown name's letters", () => {
    expect(countryCode("")).toBe("US");
    expect(countryCode("   ")).toBe("US");
    expect(countryCode("Atlantis")).toBe("");
    expect(countryCode("ZZ")).toBe("");
  });
});
