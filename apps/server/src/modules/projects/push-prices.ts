import { products, projectLines } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";

/**
 * PATCH /projects/{id}/push: the catalogue's current price, cost and soft cost into every line that
 * came from a product the quote's MSP can read (its own or the platform's); a recurring or usage line
 * takes the product's recurring figures where it has them; a line at a contract price keeps its price. One statement, whatever the number of lines.
 * A quote whose prices are locked refuses (400).
 */
export async function pushPrices(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<TProjectChange> {
  const platformId = deps.config.platformAccountId;
  return changeProject(deps, principal, id, version, async ({ tx, project, agg }) => {
    if (project.pricesLocked) {
      throw new AppError("bad_request", {
        message: PROJECT_MESSAGES.pricesLocked,
        fields: { pricesLocked: PROJECT_MESSAGES.pricesLocked },
      });
    }
    const fromCatalogue = agg.locations.some((l) =>
      l.buildings.some((b) =>
        b.bundleProducts.some((bp) => bp.lines.some((line) => line.productId !== null)),
      ),
    );
    if (!fromCatalogue) {
      throw new AppError("bad_request", {
        message: PROJECT_MESSAGES.nothingToPush,
        fields: { lines: PROJECT_MESSAGES.nothingToPush },
      });
    }
    const oneTime = sql`${projectLines.pricingModel} = 'one_time'`;
    const updated = await tx
      .update(projectLines)
      .set({
        // A line at a contract's agreed price keeps it; its cost still follows the catalogue.
        price: sql`case when ${projectLines.contractProductId} is not null then ${projectLines.price} when ${oneTime} then ${products.price} else coalesce(${products.recurringPrice}, ${products.price}) end`,
        cost: sql`case when ${oneTime} then ${products.cost} else coalesce(${products.recurringCost}, ${products.cost}) end`,
        softCost: sql`case when ${oneTime} then ${products.softCost} else coalesce(${products.recurringSoftCost}, ${products.softCost}) end`,
      })
      .from(products)
      .where(
        and(
          eq(projectLines.tenantId, project.tenantId),
          eq(projectLines.projectId, project.id),
          isNotNull(projectLines.productId),
          eq(products.id, projectLines.productId),
          inArray(products.tenantId, [project.tenantId, platformId]),
        ),
      )
      .returning({ id: projectLines.id });
    return { event: { type: "prices_pushed", data: { lines: updated.length } } };
  });
}
