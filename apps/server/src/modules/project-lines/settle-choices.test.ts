import { describe, expect, it } from "vitest";
import { type ChoiceIntent, settleChoices } from "./settle-choices.ts";

const line = (id: string, extra: { group?: string; optional?: boolean; chosen?: boolean } = {}) => ({
  id,
  alternativeGroup: extra.group ?? null,
  optional: extra.optional ?? false,
  chosen: extra.chosen ?? true,
});
const fresh: ChoiceIntent = { chosenSent: false, enteredGroup: true, isNew: true };
const chosenOf = (lines: { id: string; chosen: boolean }[]) =>
  Object.fromEntries(lines.map((l) => [l.id, l.chosen]));

describe("settleChoices", () => {
  it("chooses only the first of several new lines of a new group", () => {
    const lines = [line("a", { group: "g" }), line("b", { group: "g" }), line("c", { group: "g" })];
    const flipped = settleChoices(lines, new Map(lines.map((l) => [l.id, fresh])), new Set());
    expect(chosenOf(lines)).toEqual({ a: true, b: false, c: false });
    expect(flipped).toEqual(["b", "c"]);
  });

  it("keeps the group's choice when a line joins it, and moves it when the caller chooses another", () => {
    const lines = [
      line("a", { group: "g" }),
      line("b", { group: "g", chosen: false }),
      line("c", { group: "g" }),
    ];
    settleChoices(
      lines,
      new Map([["c", { chosenSent: false, enteredGroup: true, isNew: false }]]),
      new Set(),
    );
    expect(chosenOf(lines)).toEqual({ a: true, b: false, c: false });
    lines[1] = { ...line("b", { group: "g" }) };
    settleChoices(
      lines,
      new Map([["b", { chosenSent: true, enteredGroup: false, isNew: false }]]),
      new Set(),
    );
    expect(chosenOf(lines)).toEqual({ a: false, b: true, c: false });
  });

  it("leaves a new optional line unchosen unless sent, and keeps required lines chosen", () => {
    const lines = [
      line("o", { optional: true }),
      line("p", { optional: true }),
      line("r", { chosen: false }),
    ];
    settleChoices(
      lines,
      new Map([
        ["o", fresh],
        ["p", { chosenSent: true, enteredGroup: false, isNew: true }],
        ["r", { chosenSent: true, enteredGroup: false, isNew: false }],
      ]),
      new Set(),
    );
    expect(chosenOf(lines)).toEqual({ o: false, p: true, r: true });
  });

  it("falls back to the first line of a group that lost its choice, but not against the caller's word", () => {
    const lines = [line("a", { group: "g", chosen: false }), line("b", { group: "g", chosen: false })];
    settleChoices(lines, new Map(), new Set(["g"]));
    expect(chosenOf(lines)).toEqual({ a: true, b: false });
    const refused = [line("a", { group: "g", chosen: false })];
    settleChoices(
      refused,
      new Map([["a", { chosenSent: true, enteredGroup: false, isNew: false }]]),
      new Set(["g"]),
    );
    expect(chosenOf(refused)).toEqual({ a: false });
  });
});
