import { projectComments, projectEvents } from "@q2c/db";
import {
  COMMENT_EVENT_TYPES,
  type CommentVisibility,
  CUSTOMER_EVENT_TYPES,
  type ProjectAudience,
} from "@q2c/domain";
import { and, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import type { ProjectRow } from "./project-scope.ts";

// The audience rule of packages/domain (projects/audience.ts) as the queries apply it: the feed, the
// comments, their files and likes read through these, and the live rooms (project-live.ts) publish by the
// same rule, so what a customer pages through and what its socket hears agree.

/** Which audience the caller is for a quote it sees (findProjectInScope has already said it sees it). */
export function audienceOf(principal: Principal, project: Pick<ProjectRow, "tenantId" | "accountId">) {
  const scope = principal.scope;
  if (scope.kind === "all") return "provider" satisfies ProjectAudience;
  if (scope.kind === "tenant" && scope.tenantId === project.tenantId) return "provider";
  // A customer user is account-scoped and sees only its own account's quotes; anyone else is a member.
  if (scope.kind === "account" && scope.accountId === project.accountId) return "customer";
  return "partner";
}

const CUSTOMER: CommentVisibility = "customer";

/**
 * Rows the caller reads across quotes: all for the platform owner; for an MSP everything of its own
 * tenant's quotes and, on quotes of other tenants it is a member of, what an outside audience reads;
 * for a customer or a partner, what an outside audience reads.
 */
function providerOr(
  principal: Principal,
  tenantColumn: typeof projectComments.tenantId | typeof projectEvents.tenantId,
  outside: SQL,
) {
  const scope = principal.scope;
  if (scope.kind === "all") return undefined;
  if (scope.kind === "tenant") return or(eq(tenantColumn, scope.tenantId), outside);
  return outside;
}

/** The comments the caller reads: internal ones only on its own tenant's quotes. */
export function commentsShownWhere(principal: Principal): SQL | undefined {
  return providerOr(principal, projectComments.tenantId, eq(projectComments.visibility, CUSTOMER));
}

/**
 * The events the caller reads: outside the quote's MSP, the customer allow-list (CUSTOMER_EVENT_TYPES),
 * and of the comment events only those of customer-visible comments.
 */
export function eventsShownWhere(principal: Principal): SQL | undefined {
  const outside = and(
    inArray(projectEvents.type, [...CUSTOMER_EVENT_TYPES]),
    or(
      notInArray(projectEvents.type, [...COMMENT_EVENT_TYPES]),
      sql`${projectEvents.data}->>'visibility' = ${CUSTOMER}`,
    ),
  ) as SQL;
  return providerOr(principal, projectEvents.tenantId, outside);
}
