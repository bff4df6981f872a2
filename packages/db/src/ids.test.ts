import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";

describe("uuidv7", () => {
  it("is a version 7, variant 10 UUID carrying the millisecond", () => {
    const id = uuidv7(0x0190_a000_0000);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.startsWith("0190a000-0000")).toBe(true);
  });

  it("increases strictly within one millisecond, even past the 12-bit counter", () => {
    const ms = Date.now() + 60_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(ms));
    const sorted = [...ids].sort();
    expect(ids).toEqual(sorted);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
