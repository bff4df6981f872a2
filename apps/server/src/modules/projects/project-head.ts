import { accounts, contracts, type Db, projects, projectWatchers, users } from "@q2c/db";
import { AppError, quoteExpired, type TProject, type TQuoteTotals } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { fullNameOf } from "../../lib/user-name.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { storedTotals } from "../project-core/project-view.ts";

const customer = alias(accounts, "customer");
const msp = alias(accounts, "msp");
const partner = alias(accounts, "partner");
const sharer = alias(users, "sharer");
const owner = alias(users, "owner");
const contact = alias(users, "contact");

/** A project the caller sees, with the names of its customer, MSP and partner and its watchers. */
export interface ProjectHead {
  project: ProjectRow;
  accountName: string;
  mspName: string | null;
  partnerName: string | null;
  /** Name of the applied contract; null if none was applied or it has been deleted. */
  contractName: string | null;
  /** Who shared the quote with the customer. */
  sharedByName: string | null;
  ownerName: string | null;
  contactName: string | null;
  watcherIds: string[];
}

/**
 * One query for everything the project row itself answers: the scope check (404 outside it), the
 * customer, MSP and partner names, and the watchers. A link partner is the top of its own tenant,
 * so its row is found by its primary key (tenant_id = id = partner_id).
 */
export async function loadProjectHead(db: Db, principal: Principal, id: string): Promise<ProjectHead> {
  const [row] = await db
    .select({
      project: projects,
      accountName: customer.accountName,
      mspName: msp.accountName,
      partnerName: partner.accountName,
      contractName: contracts.name,
      sharedByName: fullNameOf(sharer),
      ownerName: fullNameOf(owner),
      contactName: fullNameOf(contact),
      watcherIds: sql<
        string[] | null
      >`(select json_agg(${projectWatchers.userId} order by ${projectWatchers.createdAt})
        from ${projectWatchers} where ${projectWatchers.tenantId} = ${projects.tenantId}
        and ${projectWatchers.projectId} = ${projects.id})`,
    })
    .from(projects)
    .leftJoin(customer, and(eq(customer.tenantId, projects.tenantId), eq(customer.id, projects.accountId)))
    .leftJoin(msp, and(eq(msp.tenantId, projects.tenantId), eq(msp.id, projects.tenantId)))
    .leftJoin(partner, and(eq(partner.tenantId, projects.partnerId), eq(partner.id, projects.partnerId)))
    .leftJoin(
      contracts,
      and(eq(contracts.tenantId, projects.tenantId), eq(contracts.id, projects.contractId)),
    )
    .leftJoin(sharer, eq(sharer.id, projects.sharedBy))
    .leftJoin(owner, and(eq(owner.tenantId, projects.tenantId), eq(owner.id, projects.ownerUserId)))
    .leftJoin(contact, and(eq(contact.tenantId, projects.tenantId), eq(contact.id, projects.contactUserId)))
    .where(and(eq(projects.id, id), projectsVisibleTo(principal)));
  if (!row) throw new AppError("not_found");
  return {
    project: row.project,
    accountName: row.accountName ?? "",
    mspName: row.mspName,
    partnerName: row.partnerName,
    contractName: row.contractName,
    sharedByName: row.sharedByName,
    ownerName: row.ownerName,
    contactName: row.contactName,
    watcherIds: row.watcherIds ?? [],
  };
}

/** The project's own fields on the wire; the parts asked for by flags are added by getProject. */
export function projectFieldsOf(
  head: ProjectHead,
  principal: Principal,
  platformAccountId: string,
  totals: TQuoteTotals | null,
): TProject {
  const p = head.project;
  const payout = p.payoutSummary as {
    serviceProviderPayoutSummary?: Record<string, unknown>;
    platformPayoutSummary?: Record<string, unknown>;
  };
  return {
    id: p.id,
    accountId: p.accountId,
    accountName: head.accountName,
    quoteNumber: p.quoteNumber,
    dealName: p.dealName,
    type: p.type === "project" ? "project" : "quote",
    status: p.status,
    stage: p.stage as TProject["stage"],
    archived: p.archivedAt !== null,
    archivedAt: p.archivedAt?.toISOString() ?? null,
    partnerId: p.partnerId,
    financialPartnerId: p.financialPartnerId,
    ownerUserId: p.ownerUserId,
    ownerName: p.ownerUserId === null ? null : head.ownerName,
    contactUserId: p.contactUserId,
    contactName: p.contactUserId === null ? null : head.contactName,
    quoteDate: p.quoteDate,
    validUntil: p.validUntil,
    expired: quoteExpired(p),
    paymentTerms: p.paymentTerms,
    customerNotes: p.customerNotes,
    acceptedAt: p.acceptedAt?.toISOString() ?? null,
    termMonths: p.termMonths,
    pricesLocked: p.pricesLocked,
    taxRatesAt: p.taxRatesAt?.toISOString() ?? null,
    contractSummary: p.contractSummary,
    contract: p.contractId === null ? null : { id: p.contractId, name: head.contractName },
    // Payout amounts come with the payouts issue; the parties are known now: the MSP and the platform.
    payoutSummary: {
      serviceProviderPayoutSummary: { partnerId: p.tenantId, ...payout.serviceProviderPayoutSummary },
      platformPayoutSummary: { partnerId: platformAccountId, ...payout.platformPayoutSummary },
    },
    declineReason: p.declineReason,
    declinedAt: p.declinedAt?.toISOString() ?? null,
    sharedAt: p.sharedAt?.toISOString() ?? null,
    sharedBy: p.sharedBy,
    sharedByName: p.sharedBy === null ? null : head.sharedByName,
    totals: totals ?? storedTotals(p.totals, p.termMonths),
    lineCount: p.lineCount,
    mspAccount: head.mspName === null ? null : { id: p.tenantId, accountName: head.mspName },
    partnerAccount:
      p.partnerId === null || head.partnerName === null
        ? null
        : { id: p.partnerId, accountName: head.partnerName },
    watching: head.watcherIds.includes(principal.userId),
    watcherIds: head.watcherIds,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}
