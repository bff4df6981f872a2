import { describe, expect, it } from "vitest";
import { maskEmail } from "./signing-context.ts";

describe("maskEmail", () => {
  it("keeps the first letters and the top-level domain, nothing else", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@e***.com");
    expect(maskEmail("a@b.co.uk")).toBe("a***@b***.uk");
    expect(maskEmail("x@localhost")).toBe("x***@l***");
  });

  it("shows nothing of a value that is not an address", () => {
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("@example.com")).toBe("***");
  });
});
