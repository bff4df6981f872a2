import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import type {
  AggregateBuilding,
  AggregateBundleProduct,
  LineRow,
  ProjectAggregate,
} from "../project-core/aggregate.ts";

/** The quote's buildings, bundle products and lines by id: what "part of this quote" means. */
export interface ProjectIndex {
  buildings: Map<string, AggregateBuilding>;
  bundleProducts: Map<string, AggregateBundleProduct>;
  lines: Map<string, LineRow>;
}

export function indexProject(agg: ProjectAggregate): ProjectIndex {
  const index: ProjectIndex = { buildings: new Map(), bundleProducts: new Map(), lines: new Map() };
  for (const l of agg.locations)
    for (const b of l.buildings) {
      index.buildings.set(b.id, b);
      for (const bp of b.bundleProducts) {
        index.bundleProducts.set(bp.id, bp);
        for (const line of bp.lines) index.lines.set(line.id, line);
      }
    }
  return index;
}

/** Field errors gathered over a whole request, thrown as one 400 so the caller sees every bad id at once. */
export class FieldErrors {
  readonly fields: Record<string, string> = {};

  add(path: string, message: string): void {
    this.fields[path] ??= message;
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw badRequest(this.fields);
  }
}

export const badRequest = (fields: Record<string, string>): AppError =>
  new AppError("bad_request", { fields });

/**
 * Each id must be in `known` and listed once; unknown ones are named `${prefix}.${i}` (or by `pathOf`),
 * as zod names a malformed element.
 */
export function checkIds(
  errors: FieldErrors,
  ids: readonly string[],
  known: ReadonlyMap<string, unknown>,
  unknownMessage: string,
  pathOf: (i: number) => string,
): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!known.has(id)) errors.add(pathOf(i), unknownMessage);
    else if (seen.has(id)) errors.add(pathOf(i), PROJECT_MESSAGES.duplicateIds);
    seen.add(id);
  });
}

/** A path id (`:lineId`, `:bundleProductId`, `:buildingId`) outside the quote answers 404, like any unseen row. */
export function mustFind<T>(map: ReadonlyMap<string, T>, id: string): T {
  const found = map.get(id);
  if (!found) throw new AppError("not_found");
  return found;
}

/** Next free position at the end of a list of positioned rows. */
export const nextPosition = (rows: readonly { position: number }[]): number =>
  rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
