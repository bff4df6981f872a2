import { accounts, projectMembers, projects } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, exists, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "./principal.ts";

/**
 * Tenancy in one place (ARCHITECTURE.md, Tenancy; issue 14 §1). Two layers:
 * - the caller's database handle (lib/request-deps.ts) runs every statement under row-level security with
 *   the caller's tenant (migration 0007), so a query that forgets its filter still sees one tenant only;
 * - the rules below narrow inside that tenant (a customer its own account, a quote once shared) and name
 *   the few reads that cross tenants (the platform catalogue, a project's member accounts), each mirrored by
 *   a named policy of migration 0007. Repositories take their conditions from here, nowhere else.
 *
 * What a session may see: the platform owner everything, an MSP or partner its subtree (one tenant), a
 * customer its own account.
 */
export type Scope =
  | { kind: "all" }
  | { kind: "tenant"; tenantId: string }
  | { kind: "account"; tenantId: string; accountId: string };

export interface ScopedColumns {
  tenantId: PgColumn;
  /** The column naming the owning account; accounts use their own id. */
  accountId?: PgColumn;
}

/** The WHERE condition for a table in this scope; undefined when everything is visible. */
export function scopeWhere(scope: Scope, cols: ScopedColumns): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.kind === "tenant") return eq(cols.tenantId, scope.tenantId);
  if (!cols.accountId) {
    // A table without an account column is reached through its parent, which is checked instead.
    throw new Error("scopeWhere: an account-scoped query needs the table's account column");
  }
  return and(eq(cols.tenantId, scope.tenantId), eq(cols.accountId, scope.accountId));
}

/** Whether a loaded row (its tenant and account) is inside the scope. */
export function inScope(scope: Scope, tenantId: string, accountId: string): boolean {
  if (scope.kind === "all") return true;
  if (scope.kind === "tenant") return scope.tenantId === tenantId;
  return scope.tenantId === tenantId && scope.accountId === accountId;
}

/**
 * Settings rows without an account column (category prices, ...) belong to one tenant: the caller's own,
 * while the platform owner reaches any by id. Only the platform owner and MSPs reach their routes.
 */
export function ownTenantWhere(principal: Principal, tenantColumn: PgColumn): SQL | undefined {
  return principal.scope.kind === "all" ? undefined : eq(tenantColumn, principal.tenantId);
}

/** The accounts table seen through the scope: an account's own id is its account column. */
export const accountsInScope = (principal: Principal): SQL | undefined =>
  scopeWhere(principal.scope, { tenantId: accounts.tenantId, accountId: accounts.id });

/**
 * Which projects a caller sees: the owner all, an MSP its tenant, a customer its own quotes once the MSP
 * has shared them ("what a customer sees of its MSP's work is what the MSP shared with it"), and any account
 * named as a member (a link partner, financial partner or distributor in another tenant) the projects it is
 * a member of (policy q2c_project_member). Every read of a quote, its feed, files and live room goes
 * through here, so an unshared quote answers 404 to its customer.
 */
export function projectsVisibleTo(principal: Principal): SQL | undefined {
  const scoped = scopeWhere(principal.scope, { tenantId: projects.tenantId, accountId: projects.accountId });
  if (!scoped) return undefined;
  const own = principal.scope.kind === "account" ? and(scoped, isNotNull(projects.sharedAt)) : scoped;
  const member = exists(
    sql`(select 1 from ${projectMembers} where ${projectMembers.tenantId} = ${projects.tenantId}
      and ${projectMembers.projectId} = ${projects.id} and ${projectMembers.memberAccountId} = ${principal.accountId})`,
  );
  return or(own, member);
}

/**
 * Catalogue tenancy (issue #3, policy q2c_platform_catalogue): the platform owner's rows are the platform
 * catalogue every MSP reads; an MSP's rows are its own. The owner's scope is everything. An MSP writes only
 * its own rows: a platform row answers 403 on write, another MSP's row 404 (it is never found).
 */
export type Ownership = "all" | "mine" | "platform";

/** What the catalogue rules read of a caller: a request's principal, or the tenant a job works for. */
export type CatalogueCaller = Pick<Principal, "tenantId" | "scope">;

/** A job's tenant (jobs/job-kind.ts JobTenant) as a catalogue caller. */
export const catalogueCallerOf = (tenant: { tenantId: string; all: boolean }): CatalogueCaller => ({
  tenantId: tenant.tenantId,
  scope: tenant.all ? { kind: "all" } : { kind: "tenant", tenantId: tenant.tenantId },
});

/** The tenants whose catalogue rows a caller reads; null for the platform owner (all of them). */
export function catalogueTenants(principal: CatalogueCaller, platformId: string): string[] | null {
  if (principal.scope.kind === "all") return null;
  return usableTenants(principal.tenantId, platformId);
}

/** The WHERE condition on a catalogue table's tenant column for the rows a caller reads, narrowed by `ownership`. */
export function catalogueWhere(
  principal: CatalogueCaller,
  platformId: string,
  tenantColumn: PgColumn,
  ownership: Ownership = "all",
): SQL | undefined {
  if (ownership === "mine") return eq(tenantColumn, principal.tenantId);
  if (ownership === "platform") return eq(tenantColumn, platformId);
  const tenants = catalogueTenants(principal, platformId);
  return tenants ? inArray(tenantColumn, tenants) : undefined;
}

/** Whether the caller may change a catalogue row it reads: the owner anywhere, an MSP its own tenant's. */
export const canWriteCatalogue = (principal: CatalogueCaller, rowTenantId: string): boolean =>
  principal.scope.kind === "all" || rowTenantId === principal.tenantId;

/** A readable catalogue row the caller may not change (the platform's, for an MSP) answers 403. */
export function assertCatalogueWritable(principal: Principal, rowTenantId: string): void {
  if (!canWriteCatalogue(principal, rowTenantId)) throw new AppError("forbidden");
}

/** How a catalogue row reads to its caller: the platform catalogue, or a row the caller keeps. */
export const ownershipOf = (tenantId: string, platformId: string): "platform" | "mine" =>
  tenantId === platformId ? "platform" : "mine";

/** The tenants whose catalogue rows a row of `tenantId` may use (a bundle's items, a contract's products). */
export const usableTenants = (tenantId: string, platformId: string): string[] =>
  tenantId === platformId ? [platformId] : [tenantId, platformId];
