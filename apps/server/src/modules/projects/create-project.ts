import { type Db, projects, uuidv7 } from "@q2c/db";
import {
  AppError,
  addDays,
  PROJECT_MESSAGES,
  type ProjectEventType,
  priceProject,
  type TaxRateTable,
  type TCreateProjectRequest,
  type TProject,
  utcDay,
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
import {
  insertSnapshotRows,
  type VersionSnapshot,
  withFreshIds,
} from "../project-versions/version-snapshot.ts";
import { readQuoteSettings } from "../quote-settings/repo.ts";
import { findTemplate } from "../quote-templates/repo.ts";
import { getProject } from "./get-project.ts";
import { insertSites } from "./insert-sites.ts";
import {
  checkContactUser,
  checkOwnerUser,
  checkPartners,
  checkValidity,
  type FieldErrors,
  throwIfAny,
} from "./project-references.ts";

/** What a copy brings into the new quote (duplicate): its content and the feed's first entry. */
export interface QuoteCopy {
  content: VersionSnapshot;
  event: { type: ProjectEventType; data: Record<string, unknown> };
}

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
  copy?: QuoteCopy,
): Promise<TProject> {
  const { db } = deps;
  const customer = await findMspCustomer(db, principal, input.accountId, PROJECT_MESSAGES.unknownAccount);
  const taxRates = await loadTaxRateTable(db);
  let id: string | undefined;
  for (let attempt = 0; id === undefined; attempt++) {
    try {
      id = await db.transaction((tx) => insertProject(tx, principal, customer, input, taxRates, copy));
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
  given?: QuoteCopy,
): Promise<string> {
  const tenantId = customer.tenantId;
  const fields: FieldErrors = {};
  await checkPartners(tx, input, fields);
  await checkOwnerUser(tx, tenantId, input.ownerUserId, fields);
  await checkContactUser(tx, { tenantId, accountId: customer.id }, input.contactUserId, fields);
  const template = input.templateId ? await findTemplate(tx, tenantId, input.templateId) : undefined;
  if (input.templateId && !template) fields.templateId = PROJECT_MESSAGES.unknownTemplate;
  // Issue #16 §4: dated today, valid for the tenant's valid days, with its payment terms, unless given.
  const settings = await readQuoteSettings(tx, tenantId);
  const quoteDate = input.quoteDate ?? utcDay();
  const validUntil =
    input.validUntil !== undefined ? input.validUntil : addDays(quoteDate, settings.validDays);
  checkValidity(quoteDate, validUntil, fields);
  throwIfAny(fields);
  const copy: QuoteCopy | undefined =
    given ??
    (template
      ? {
          content: template.content,
          event: { type: "duplicated", data: { templateId: template.id, templateName: template.name } },
        }
      : undefined);

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
      termMonths: input.termMonths ?? template?.termMonths ?? 36,
      contactUserId: input.contactUserId ?? null,
      quoteDate,
      validUntil,
      paymentTerms: input.paymentTerms ?? settings.paymentTerms,
      customerNotes: input.customerNotes ?? "",
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
  // A copy's sites come first (new ids; a template's have no service address), then those of the request.
  const copied = copy ? withFreshIds(copy.content, { withoutServiceAddresses: !given }) : undefined;
  if (copied) await insertSnapshotRows(tx, copied, project);
  await insertSites(
    tx,
    { tenantId, id, accountId: customer.id },
    input.locations ?? [],
    copied ? copied.locations.length : 0,
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
  if (copy) await recordProjectEvent(tx, project, principal.userId, copy.event.type, copy.event.data);
  return id;
}
