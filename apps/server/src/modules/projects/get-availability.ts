import {
  AppError,
  MESSAGES,
  PRICE_AVAILABILITY_MAX_PARTS,
  PROJECT_MESSAGES,
  type TPriceAvailability,
  type ZLineAvailability,
} from "@q2c/domain";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { getPriceAndAvailability } from "../distributor-search/get-price-and-availability.ts";
import type { ProjectAggregate } from "../project-core/aggregate.ts";

type LineAvailability = z.infer<typeof ZLineAvailability>;

/**
 * The distributor's price and stock for every line with a part number (getAvailability). Part numbers
 * are asked once each, in batches the distributor accepts; a batch that fails puts its error on its
 * lines instead of failing the whole quote, which the page must still open.
 */
export async function getAvailability(deps: Deps, agg: ProjectAggregate): Promise<LineAvailability[]> {
  const lines = agg.locations.flatMap((l) =>
    l.buildings.flatMap((b) =>
      b.bundleProducts.flatMap((bp) => bp.lines.filter((line) => line.partNumber.trim() !== "")),
    ),
  );
  if (lines.length === 0) return [];
  const distributor = deps.distributors.active.name;
  const parts = [...new Set(lines.map((l) => l.partNumber.trim().toUpperCase()))];
  const batches: string[][] = [];
  for (let i = 0; i < parts.length; i += PRICE_AVAILABILITY_MAX_PARTS) {
    batches.push(parts.slice(i, i + PRICE_AVAILABILITY_MAX_PARTS));
  }
  const answers = new Map<string, TPriceAvailability | { error: string }>();
  await Promise.all(
    batches.map(async (batch) => {
      try {
        const { data } = await getPriceAndAvailability(deps, { partNumbers: batch });
        for (const a of data) answers.set(a.partNumber.toUpperCase(), a);
      } catch (err) {
        const error = err instanceof AppError ? err.message : MESSAGES.distributorUnavailable;
        for (const part of batch) answers.set(part, { error });
      }
    }),
  );
  return lines.map((line) => {
    const partNumber = line.partNumber.trim();
    const answer = answers.get(partNumber.toUpperCase());
    const base = { lineId: line.id, partNumber, distributor };
    if (!answer) return { ...base, available: null, cost: null, error: PROJECT_MESSAGES.partNotListed };
    if ("error" in answer) return { ...base, available: null, cost: null, error: answer.error };
    if (answer.status === "not_found") {
      return { ...base, available: null, cost: null, error: PROJECT_MESSAGES.partNotListed };
    }
    return { ...base, available: answer.availableQuantity, cost: answer.cost, error: null };
  });
}
