import { AppError } from "@q2c/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * What a session may see (ARCHITECTURE.md, Tenancy): the platform owner everything, an MSP or partner
 * its subtree (one tenant), a customer its own account. Every repository query filters through here.
 */
export type Scope =
  | { kind: "all" }
  | { kind: "tenant"; tenantId: string }
  | { kind: "account"; tenantId: string; accountId: string };

interface ScopedColumns {
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

/** Rows outside the scope answer 404, as if they did not exist. */
export function assertInScope(scope: Scope, tenantId: string, accountId: string): void {
  if (!inScope(scope, tenantId, accountId)) throw new AppError("not_found");
}
