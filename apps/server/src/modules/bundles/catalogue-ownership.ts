import { AppError } from "@q2c/domain";
import { eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "../../lib/principal.ts";

/**
 * Catalogue tenancy (brief of issue #3): the platform owner's rows are the platform catalogue every MSP
 * reads; an MSP's rows are its own. The owner's scope is everything. An MSP writes only its own rows:
 * a platform row answers 403 on write, another MSP's row 404 (it is never found).
 */
export type Ownership = "all" | "mine" | "platform";

/** The tenants whose catalogue rows a caller reads; null for the platform owner (all of them). */
export function readableTenants(principal: Principal, platformId: string): string[] | null {
  if (principal.scope.kind === "all") return null;
  return principal.tenantId === platformId ? [platformId] : [principal.tenantId, platformId];
}

/** The WHERE condition on a tenant column for rows a caller reads, narrowed by `ownership`. */
export function readableWhere(
  principal: Principal,
  platformId: string,
  tenantColumn: PgColumn,
  ownership: Ownership = "all",
): SQL | undefined {
  if (ownership === "mine") return eq(tenantColumn, principal.tenantId);
  if (ownership === "platform") return eq(tenantColumn, platformId);
  const tenants = readableTenants(principal, platformId);
  return tenants ? inArray(tenantColumn, tenants) : undefined;
}

/** A readable row the caller may not change (the platform's, for an MSP) answers 403. */
export function assertWritable(principal: Principal, rowTenantId: string): void {
  if (principal.scope.kind === "all") return;
  if (rowTenantId !== principal.tenantId) throw new AppError("forbidden");
}

/** How a row reads to its caller: the platform catalogue, or a row the caller keeps. */
export const ownershipOf = (tenantId: string, platformId: string): "platform" | "mine" =>
  tenantId === platformId ? "platform" : "mine";

/** The tenants whose products and bundle types a bundle of `tenantId` may use: its own and the platform's. */
export const usableTenants = (tenantId: string, platformId: string): string[] =>
  tenantId === platformId ? [platformId] : [tenantId, platformId];
