import type { LineRow } from "../project-core/aggregate.ts";

/** What a change did to a line, as far as its choice matters. */
export interface ChoiceIntent {
  /** The caller sent `chosen` for it. */
  chosenSent: boolean;
  /** It was created in a group, or moved into one. */
  enteredGroup: boolean;
  isNew: boolean;
}

type ChoiceLine = Pick<LineRow, "id" | "optional" | "alternativeGroup" | "chosen">;

/**
 * The choice rules of optional and alternative lines (issue #4 §4, beyond the spec), applied to one
 * bundle product's lines in position order. Lines are replaced, never mutated (the list may share
 * rows with the aggregate read at the start of the change). Returns the ids whose `chosen` the rules
 * changed. What the rules cannot settle (the caller unchose a group's only choice, or chose two) is
 * left for alternativeGroupsWithoutOneChoice to refuse.
 *
 * - Choosing a line of a group unchooses the group's other lines, unless the caller set those too.
 * - A line entering a group without a say is chosen only when the group has no chosen line yet
 *   (so the first line of a new group is the choice, and later alternatives are not).
 * - A new optional line is not chosen unless the caller says so.
 * - A required line (neither optional nor an alternative) is always chosen: it is always bought.
 * - A group that lost its chosen line (deleted, or moved to another group) falls back to its first line.
 */
export function settleChoices<T extends ChoiceLine>(
  lines: T[],
  intents: ReadonlyMap<string, ChoiceIntent>,
  leftGroups: ReadonlySet<string>,
): string[] {
  const before = new Map(lines.map((l) => [l.id, l.chosen]));
  const set = (i: number, chosen: boolean) => {
    const line = lines[i];
    if (line && line.chosen !== chosen) lines[i] = { ...line, chosen };
  };
  const sent = (line: ChoiceLine) => intents.get(line.id)?.chosenSent ?? false;
  const inGroup = (group: string) =>
    lines.flatMap((l, i) => (l.alternativeGroup === group ? [{ line: lines[i] as T, i }] : []));

  lines.forEach((line, i) => {
    if (!line.alternativeGroup || !line.chosen || !sent(line)) return;
    for (const other of inGroup(line.alternativeGroup))
      if (other.i !== i && !sent(other.line)) set(other.i, false);
  });

  // Lines entering a group without a say start unchosen, so that in the pass below each sees only the
  // choices already settled (the first of several new alternatives is the one chosen).
  const entering = (line: ChoiceLine) => {
    const intent = intents.get(line.id);
    return (
      line.alternativeGroup !== null && intent !== undefined && !intent.chosenSent && intent.enteredGroup
    );
  };
  lines.forEach((line, i) => {
    if (entering(line)) set(i, false);
  });

  lines.forEach((_, i) => {
    const line = lines[i] as T;
    const intent = intents.get(line.id);
    if (!intent) return;
    if (line.alternativeGroup) {
      if (intent.chosenSent || !intent.enteredGroup) return;
      const taken = inGroup(line.alternativeGroup).some((o) => o.i !== i && o.line.chosen);
      set(i, !taken);
    } else if (line.optional) {
      if (intent.isNew && !intent.chosenSent) set(i, false);
    } else {
      set(i, true);
    }
  });

  for (const group of leftGroups) {
    const members = inGroup(group);
    if (members.length === 0 || members.some((m) => m.line.chosen)) continue;
    const fallback = members.find((m) => !sent(m.line));
    if (fallback) set(fallback.i, true);
  }

  return lines.filter((l) => before.get(l.id) !== l.chosen).map((l) => l.id);
}
