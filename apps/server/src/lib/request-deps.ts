import type { AppDeps, Deps } from "../deps.ts";
import type { JobTenant } from "../jobs/job-kind.ts";
import type { Principal } from "./principal.ts";

/**
 * The one place a caller's database handle is made (issue 14 §1): statements run as the app role with the
 * caller's tenant, account and platform-owner settings, so the row-level policies of migration 0007 hold
 * even where a query forgets its filter. Made per request by the access hook, per socket by the live rooms.
 */
export function depsFor(app: AppDeps, principal: Principal): Deps {
  const { database, ...services } = app;
  const db = database.scoped({
    tenantId: principal.tenantId,
    accountId: principal.accountId,
    all: principal.scope.kind === "all",
    platformId: app.config.platformAccountId,
  });
  return { ...services, db };
}

/**
 * A job's handle (jobs/job-kind.ts): the same scope its request had, from the tenant the job carries, so
 * work that outlives the request stays under the row-level policies of the tenant it works for.
 */
export function depsForJob(app: AppDeps, tenant: JobTenant): Deps {
  const { database, ...services } = app;
  const db = database.scoped({
    tenantId: tenant.tenantId,
    accountId: tenant.accountId,
    all: tenant.all,
    platformId: app.config.platformAccountId,
  });
  return { ...services, db };
}

/**
 * A public path that found its tenant through a secret it was given (a signing link's token, a signing
 * token): that tenant's handle, as its MSP's own account, so the work it does stays under the tenant's
 * row-level policies like any request's.
 */
export function depsForTenant(app: AppDeps, tenantId: string): Deps {
  const { database, ...services } = app;
  const db = database.scoped({
    tenantId,
    accountId: tenantId,
    all: false,
    platformId: app.config.platformAccountId,
  });
  return { ...services, db };
}

/** What a job must carry to run as the caller that queued it. */
export const jobTenantOf = (principal: Principal): JobTenant => ({
  tenantId: principal.tenantId,
  accountId: principal.accountId,
  userId: principal.userId,
  all: principal.scope.kind === "all",
});
