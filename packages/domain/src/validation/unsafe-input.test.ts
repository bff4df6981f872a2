import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { zJsonObject } from "../schemas/common.ts";
import { ZBuildingInput } from "../schemas/locations.ts";
import { ZUpdateUserRequest } from "../schemas/users.ts";
import { findUnsafeInput, INPUT_MAX_DEPTH, nestedDeeperThan } from "./unsafe-input.ts";

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("findUnsafeInput", () => {
  it("names the first string holding a NUL, in the document's order, as zod names fields", () => {
    expect(findUnsafeInput({ a: "ok", b: ["x", "y\u0000"], c: "\u0000" })).toEqual({
      path: "b.1",
      message: MESSAGES.nulCharacter,
    });
    expect(findUnsafeInput("a\u0000")).toEqual({ path: "", message: MESSAGES.nulCharacter });
  });

  it("names the object holding a key with a NUL", () => {
    expect(findUnsafeInput({ conf: { "k\u0000": 1 } })).toEqual({
      path: "conf",
      message: MESSAGES.nulCharacter,
    });
  });

  it("names the top-level field of a value nested too deep, without recursing through it", () => {
    expect(findUnsafeInput({ ok: nested(3), deep: nested(100_000) })).toEqual({
      path: "deep",
      message: MESSAGES.nestedTooDeep,
    });
    expect(findUnsafeInput(nested(INPUT_MAX_DEPTH - 1))).toBeUndefined();
  });

  it("passes ordinary input", () => {
    expect(findUnsafeInput({ name: "Café ☕", n: 1, list: [true, null, { x: "y" }] })).toBeUndefined();
    expect(findUnsafeInput(undefined)).toBeUndefined();
  });
});

describe("nestedDeeperThan", () => {
  it("counts objects and arrays as levels", () => {
    expect(nestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: [{}] }, 2)).toBe(true);
  });
});

describe("zJsonObject", () => {
  it("takes settings, refuses depth before size", () => {
    expect(zJsonObject().safeParse({ table: { columns: [{ id: "a", width: 1 }] } }).success).toBe(true);
    expect(zJsonObject().safeParse({ x: nested(10) }).error?.issues[0]?.message).toBe(MESSAGES.nestedTooDeep);
    expect(zJsonObject({ maxChars: 10 }).safeParse({ x: "long text" }).error?.issues[0]?.message).toBe(
      MESSAGES.tooLargeToSave,
    );
  });
});

describe("the free-form JSON fields of requests", () => {
  it("are each bounded by zJsonObject: preferences, tableConf, a building's bundleProducts", () => {
    const deep = { x: nested(20) };
    const issue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issue(ZUpdateUserRequest.safeParse({ version: 1, tableConf: deep, preferences: deep }))).toEqual([
      ["preferences", MESSAGES.nestedTooDeep],
      ["tableConf", MESSAGES.nestedTooDeep],
    ]);
    expect(issue(ZBuildingInput.safeParse({ name: "B", bundleProducts: [deep] }))).toEqual([
      ["bundleProducts.0", MESSAGES.nestedTooDeep],
    ]);
  });
});
