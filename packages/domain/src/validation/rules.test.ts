import { describe, expect, it } from "vitest";
import { isStrongPassword, isValidColor, isValidDomain, isValidPhone, zEmail } from "./rules.ts";

describe("password rule (foundation §5)", () => {
  it.each([
    ["Demo-Pass-2026!", true],
    ["Aa1!aaaa", true],
    ["Aa1!aaa", false], // 7 characters
    ["aa1!aaaa", false], // no uppercase
    ["Aaa!aaaa", false], // no digit
    ["Aa1aaaaa", false], // no special character
  ])("%s is %s", (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));
});

describe("domain rule", () => {
  it.each([
    ["example.com", true],
    ["a.b.co", true],
    ["localhost", false],
    ["example.c", false],
    [`${"a".repeat(64)}.com`, false],
    [`${"a".repeat(63)}.com`, true],
  ])("%s is %s", (d, ok) => expect(isValidDomain(d)).toBe(ok));
});

describe("colour rule", () => {
  it.each([
    ["", true],
    ["#1D1D1F", true],
    ["#1d1d1f", true],
    ["#FFF", false],
    ["1D1D1F", false],
  ])("%s is %s", (c, ok) => expect(isValidColor(c)).toBe(ok));
});

describe("phone and e-mail", () => {
  it("accepts ordinary phone numbers and refuses letters", () => {
    expect(isValidPhone("+1 (555) 010-2000")).toBe(true);
    expect(isValidPhone("call me")).toBe(false);
  });
  it("lowercases and trims e-mails", () => {
    expect(zEmail.parse("  Owner@MSP.demo ")).toBe("owner@msp.demo");
    expect(zEmail.safeParse("not-an-email").success).toBe(false);
  });
});
