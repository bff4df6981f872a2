import type { AppDeps, Deps } from "../deps.ts";

/**
 * The paths that run with no caller, and so with the unscoped system handle (issue 14 §1): signing in and
 * its second factor, refresh, password reset, invitations, provider sign-in, loading the caller itself,
 * start-up and seeding (with the passes that encrypt stored secrets and fail interrupted imports), the mail outbox writer, the job
 * queue's own plumbing (pg-boss's tables, not tenant rows; each job then runs on its tenant's scoped handle,
 * `depsForJob`), the public branding of the login page and public logos, the health check and the metrics
 * of the pool, the public signing link and PDF check (issue #17), which find their tenant by a
 * token's or a file's hash and then work on that tenant's scoped handle, the demo distributor's order
 * book (issue #18), which stands for another company's system and holds no tenant's rows, and the reads of
 * suborders without a caller (the read sweep, distributor webhooks), and the start-up sweep of accepted
 * quotes still wanting their order, each then on its tenant's handle. Every other module gets a handle scoped to its caller
 * (lib/request-deps.ts). system-db.test.ts fails when a module outside this list imports this file,
 * reaches `.database` or holds a `Database`.
 */
export const SYSTEM_DB_MODULES = [
  "bootstrap.ts",
  "deps.ts",
  "lib/principal-cache.ts",
  "lib/request-deps.ts",
  "lib/stored-secrets.ts",
  "lib/system-db.ts",
  "plugins/access.ts",
  "plugins/health.ts",
  "plugins/metrics.ts",
  "integrations/mail/mailer.ts",
  // pg-boss runs its SQL on the system connection: its own schema, which the app role cannot reach.
  "jobs/queue.ts",
  "jobs/list-jobs.ts",
  "modules/auth/routes.ts",
  "modules/accounts/settings-routes.ts",
  "modules/files/routes.ts",
  "modules/product-import/sweep-interrupted-imports.ts",
  // Public signing and the check of a sealed PDF find their tenant by a token's or a file's hash.
  "modules/document-signing/find-signer.ts",
  "modules/document-verify/verify-document.ts",
  // Signed documents left without a seal are queued again at start, whatever their tenant.
  "jobs/seal-document-sweep.ts",
  // Templates without a thumbnail get one queued at start, whatever their tenant.
  "jobs/template-thumbnail-sweep.ts",
  // Accepted quotes whose order is still wanted (order_wanted_at) get the order job queued at start.
  "jobs/order-at-acceptance-sweep.ts",
  // The demo distributor's order book: another company's system, not tenant data (issue #18 §2).
  "integrations/distributor/demo-orders.ts",
  // Suborders with no caller (issue #18 §2): the read sweep's due suborders of every tenant, the suborders a
  // distributor's webhook names (by its order number), and the webhook event ids already acted on.
  "modules/suborders/suborders-across-tenants.ts",
  // Order mails to customers left waiting (a process died between commit and hand-over), whatever their tenant.
  "modules/order-customer/order-mails-sweep.ts",
  // The distributor webhook's rate limit per sender (rate_limit_hits, as the public PDF check's).
  "modules/distributor-webhooks/receive-webhook.ts",
] as const;

/** The system handle in the shape use cases take; only the modules listed above call this. */
export function systemDeps(app: AppDeps): Deps {
  const { database, ...services } = app;
  return { ...services, db: database.db };
}
