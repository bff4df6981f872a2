import { projectLines } from "@q2c/db";
import {
  AppError,
  MESSAGES,
  PRICE_AVAILABILITY_MAX_PARTS,
  PROJECT_MESSAGES,
  type TPriceAvailability,
  type ZRealtimeCost,
} from "@q2c/domain";
import Decimal from "decimal.js";
import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { getPriceAndAvailability } from "../distributor-search/get-price-and-availability.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { trimDecimal } from "../project-core/project-view.ts";

type TRealtimeCost = z.infer<typeof ZRealtimeCost>;
type Answer = { availability: TPriceAvailability } | { error: string };

/**
 * The distributor's cost now for every line with a part number, against the cost on the line, so the
 * MSP sees which costs moved since the quote was built. The distributor is asked in batches of its
 * limit; a batch that fails marks its lines with the error and the others still answer.
 */
export async function getRealtimeCosts(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TRealtimeCost[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const lines = await db
    .select({ id: projectLines.id, partNumber: projectLines.partNumber, cost: projectLines.cost })
    .from(projectLines)
    .where(
      and(
        eq(projectLines.tenantId, project.tenantId),
        eq(projectLines.projectId, project.id),
        ne(projectLines.partNumber, ""),
      ),
    )
    .orderBy(asc(projectLines.id));
  const parts = [
    ...new Map(lines.map((l) => [l.partNumber.trim().toUpperCase(), l.partNumber.trim()])).values(),
  ];
  const answers = new Map<string, Answer>();
  let distributor = deps.distributors.active.name;
  for (let i = 0; i < parts.length; i += PRICE_AVAILABILITY_MAX_PARTS) {
    const batch = parts.slice(i, i + PRICE_AVAILABILITY_MAX_PARTS);
    try {
      const res = await getPriceAndAvailability(deps, { partNumbers: batch });
      distributor = res.distributor.name;
      for (const a of res.data) answers.set(a.partNumber.toUpperCase(), { availability: a });
    } catch (err) {
      const error = err instanceof AppError ? err.message : MESSAGES.distributorUnavailable;
      for (const p of batch) answers.set(p.toUpperCase(), { error });
    }
  }
  return lines.map((line) => {
    const lineCost = line.cost === null ? null : trimDecimal(line.cost);
    const base = { lineId: line.id, partNumber: line.partNumber, lineCost, distributor };
    const answer = answers.get(line.partNumber.trim().toUpperCase());
    if (!answer || "error" in answer) {
      return {
        ...base,
        distributorCost: null,
        available: null,
        changed: false,
        error: answer?.error ?? MESSAGES.distributorUnavailable,
      };
    }
    const a = answer.availability;
    if (a.status === "not_found" || a.cost === null) {
      return {
        ...base,
        distributorCost: null,
        available: null,
        changed: false,
        error: PROJECT_MESSAGES.partNotListed,
      };
    }
    return {
      ...base,
      distributorCost: a.cost,
      available: a.availableQuantity,
      changed: lineCost === null || !new Decimal(lineCost).eq(a.cost),
      error: null,
    };
  });
}
