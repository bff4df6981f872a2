import type { AppDeps, Deps } from "../deps.ts";
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
