import { type Db, projects, uuidv7 } from "@q2c/db";
import {
  AppError,
  PROJECT_MESSAGES,
  priceProject,
  type TaxRateTable,
  type TCreateProjectRequest,
  type TProject,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { findMspCustomer } from "../../lib/msp-customer.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadTaxRateTable } from "../building-use/load-tax-rate-table.ts";
import { lineCountOf, loadAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { quoteTotalsOf } from "../project-core/project-view.ts";
import { getProject } from "./get-project.ts";
import { insertSites } from "./insert-sites.ts";
import { checkOwnerUser, checkPartners, type FieldErrors, throwIfAny } from "./project-references.ts";

/**
 * POST /projects (and POST /quotes): a quote in stage build, status discovery, numbered max + 1 in its
 * tenant within the same transaction (a concurrent create taking the number makes the unique index
 * refuse; the whole create is then retried once). Current tax rates are copied so later changes of the
 * platform table do not move this quote's figures until someone refreshes them.
 */
export async function createProject(
  deps: Deps,
  principal: Principal,
  input: TCreateProjectRequest,
): Promise<TProject> {
  const { db } = deps;
  const customer = await findMspCustomer(db, principal, input.accountId, PROJECT_MESSAGES.unknownAccount);
  const taxRates = await loadTaxRateTable(db);
  let id: string | undefined;
  for (let attempt = 0; id === undefined; attempt++) {
    try {
      id = await db.transaction((tx) => insertProject(tx, principal, customer, input, taxRates));
    } catch (err) {
      if (attempt > 0 || !isUniqueViolation(err)) throw err;
    }
  }
  return getProject(deps, principal, id, { getLocations: true });
}

async function insertProject(
  tx: Db,
  principal: Principal,
  customer: { tenantId: string; id: string },
  input: TCreateProjectRequest,
  taxRates: TaxRateTable,
): Promise<string> {
  const tenantId = customer.tenantId;
  const fields: FieldErrors = {};
  await checkPartners(tx, input, fields);
  await checkOwnerUser(tx, tenantId, input.ownerUserId, fields);
  throwIfAny(fields);

  const [numbered] = await tx
    .select({ next: sql<number>`coalesce(max(${projects.quoteNumber}), 0) + 1` })
    .from(projects)
    .where(eq(projects.tenantId, tenantId));
  const id = uuidv7();
  const [project] = await tx
    .insert(projects)
    .values({
      tenantId,
      id,
      accountId: customer.id,
      quoteNumber: Number(numbered?.next ?? 1),
      dealName: input.dealName,
      termMonths: input.termMonths ?? 36,
      partnerId: input.partnerId ?? null,
      financialPartnerId: input.financialPartnerId ?? null,
      // The creator owns the quote, unless it works for another tenant (the platform owner).
      ownerUserId:
        input.ownerUserId !== undefined
          ? input.ownerUserId
          : principal.tenantId === tenantId
            ? principal.userId
            : null,
      taxRates: taxRates as unknown as Record<string, unknown>[],
      taxRatesAt: new Date(),
      createdBy: principal.userId,
    })
    .returning();
  if (!project) throw new AppError("internal");
  await insertSites(
    tx,
    { tenantId, id, accountId: customer.id },
    input.locations ?? [],
    0,
    (i) => `locations.${i}.`,
  );
  // Stored in the shape every later change stores (ZQuoteTotals), so lists read one shape.
  const agg = await loadAggregate(tx, project);
  const totals = quoteTotalsOf(priceProject(pricingProjectOf(agg)));
  await tx
    .update(projects)
    .set({ totals: totals as unknown as Record<string, unknown>, lineCount: lineCountOf(agg) })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
  await recordProjectEvent(tx, project, principal.userId, "created", {
    quoteNumber: project.quoteNumber,
    dealName: project.dealName,
  });
  return id;
}
