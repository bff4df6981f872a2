import { type Db, uuidv7 } from "@q2c/db";
import { alternativeGroupsWithoutOneChoice, PROJECT_MESSAGES } from "@q2c/domain";
import type { LineRow, ProjectAggregate } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import type { LineFields } from "./line-fields.ts";
import { badRequest, nextPosition } from "./project-refs.ts";
import { deleteLines, insertLines, rewriteLines } from "./row-writer.ts";
import { type ChoiceIntent, settleChoices } from "./settle-choices.ts";

/**
 * The lines of a change, worked out in memory from the quote as it stood when the change began (read
 * under the project's row lock), then checked and written in a few set-based statements. Keeping every
 * touched bundle product's whole list in memory lets the choice rules of optional and alternative
 * lines be applied and checked exactly, without reading the lines back.
 */
export class LineWork {
  private readonly lists = new Map<string, LineRow[]>();
  private readonly added = new Set<string>();
  private readonly changed = new Set<string>();
  private readonly removed = new Set<string>();
  private readonly intents = new Map<string, ChoiceIntent>();
  /** Groups (per bundle product) that lost a line, which may leave them without a choice. */
  private readonly leftGroups = new Map<string, Set<string>>();
  private readonly bundleProductOf = new Map<string, string>();
  /** Bundle products whose list is already this change's own copy. */
  private readonly copied = new Set<string>();

  constructor(
    private readonly project: Pick<ProjectRow, "tenantId" | "id">,
    agg: ProjectAggregate,
  ) {
    for (const l of agg.locations)
      for (const b of l.buildings)
        for (const bp of b.bundleProducts) {
          this.lists.set(bp.id, bp.lines);
          for (const line of bp.lines) this.bundleProductOf.set(line.id, bp.id);
        }
  }

  /** A bundle product's lines as the change leaves them so far. */
  linesOf(bundleProductId: string): readonly LineRow[] {
    return this.lists.get(bundleProductId) ?? [];
  }

  /** A copy of the list this change may edit (the aggregate's own arrays stay as they were read). */
  private editable(bundleProductId: string): LineRow[] {
    const known = this.lists.get(bundleProductId);
    if (known && this.copied.has(bundleProductId)) return known;
    const list = [...(known ?? [])];
    this.lists.set(bundleProductId, list);
    this.copied.add(bundleProductId);
    return list;
  }

  /** A new line at the end of the bundle product; `chosenSent`: the caller said whether it is chosen. */
  add(bundleProductId: string, fields: LineFields, chosenSent: boolean): LineRow {
    const list = this.editable(bundleProductId);
    const line: LineRow = {
      ...fields,
      tenantId: this.project.tenantId,
      projectId: this.project.id,
      id: uuidv7(),
      bundleProductId,
      position: nextPosition(list),
      approvedAt: null,
      approvedBy: null,
      createdAt: new Date(),
    };
    list.push(line);
    this.added.add(line.id);
    this.bundleProductOf.set(line.id, bundleProductId);
    this.intents.set(line.id, { chosenSent, enteredGroup: line.alternativeGroup !== null, isNew: true });
    return line;
  }

  /** Changes columns of an existing line; joining or leaving a group is remembered for the choice rules. */
  edit(lineId: string, patch: Partial<LineRow>, chosenSent = false): void {
    const bpId = this.bundleProductOf.get(lineId);
    if (bpId === undefined) return;
    const list = this.editable(bpId);
    const i = list.findIndex((l) => l.id === lineId);
    const before = list[i];
    if (!before) return;
    const after = { ...before, ...patch };
    list[i] = after;
    if (!this.added.has(lineId)) this.changed.add(lineId);
    const groupChanged = after.alternativeGroup !== before.alternativeGroup;
    if (groupChanged && before.alternativeGroup) this.leaveGroup(bpId, before.alternativeGroup);
    const known = this.intents.get(lineId);
    this.intents.set(lineId, {
      chosenSent: (known?.chosenSent ?? false) || chosenSent,
      enteredGroup: (known?.enteredGroup ?? false) || (groupChanged && after.alternativeGroup !== null),
      isNew: known?.isNew ?? false,
    });
  }

  remove(lineIds: Iterable<string>): void {
    const byBp = new Map<string, Set<string>>();
    for (const id of lineIds) {
      const bpId = this.bundleProductOf.get(id);
      if (bpId === undefined) continue;
      byBp.set(bpId, (byBp.get(bpId) ?? new Set()).add(id));
    }
    for (const [bpId, ids] of byBp) {
      const list = this.editable(bpId);
      for (const line of list)
        if (ids.has(line.id) && line.alternativeGroup) this.leaveGroup(bpId, line.alternativeGroup);
      this.lists.set(
        bpId,
        list.filter((l) => !ids.has(l.id)),
      );
      this.copied.add(bpId);
      for (const id of ids) {
        if (this.added.delete(id)) continue;
        this.changed.delete(id);
        this.removed.add(id);
      }
    }
  }

  private leaveGroup(bpId: string, group: string): void {
    this.leftGroups.set(bpId, (this.leftGroups.get(bpId) ?? new Set()).add(group));
  }

  /**
   * Applies the choice rules to every touched bundle product, refuses a group of alternatives left
   * without exactly one chosen line (400, field named by `fieldOf` for the lines the caller sent), then
   * writes. Returns the counts for the activity feed.
   */
  async save(
    tx: Db,
    fieldOf: (lineId: string) => string | undefined = () => undefined,
  ): Promise<{ added: number; changed: number; removed: number }> {
    const touched = new Set<string>();
    for (const id of [...this.added, ...this.changed]) touched.add(this.bundleProductOf.get(id) ?? "");
    for (const bpId of this.leftGroups.keys()) touched.add(bpId);
    for (const bpId of touched) {
      const list = this.lists.get(bpId);
      if (!list) continue;
      const flipped = settleChoices(list, this.intents, this.leftGroups.get(bpId) ?? new Set());
      for (const id of flipped) if (!this.added.has(id)) this.changed.add(id);
    }
    const unsettled = alternativeGroupsWithoutOneChoice(
      [...touched].map((id) => ({ id, lines: this.lists.get(id) ?? [] })),
    );
    if (unsettled.length > 0) {
      const named = unsettled.map(fieldOf).filter((f): f is string => f !== undefined);
      const paths = named.length > 0 ? named : ["chosen"];
      throw badRequest(Object.fromEntries(paths.map((p) => [p, PROJECT_MESSAGES.alternativeGroupOneChosen])));
    }
    const current = new Map<string, LineRow>();
    for (const id of touched) for (const line of this.lists.get(id) ?? []) current.set(line.id, line);
    const pick = (ids: Set<string>) => [...ids].map((id) => this.findLine(id, current)).filter((l) => !!l);
    if (this.removed.size > 0) await deleteLines(tx, this.project, [...this.removed]);
    await insertLines(tx, pick(this.added));
    await rewriteLines(tx, pick(this.changed));
    return { added: this.added.size, changed: this.changed.size, removed: this.removed.size };
  }

  private findLine(id: string, current: Map<string, LineRow>): LineRow | undefined {
    const found = current.get(id);
    if (found) return found;
    const bpId = this.bundleProductOf.get(id);
    return bpId === undefined ? undefined : this.lists.get(bpId)?.find((l) => l.id === id);
  }
}
