import { type Db, projectEvents, projects, uuidv7 } from "@q2c/db";
import {
  AppError,
  PROJECT_MESSAGES,
  type ProjectEventType,
  priceProject,
  type TProjectChange,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  deliverNotices,
  insertNotifications,
  noticeRecipients,
  type Recipient,
} from "../project-collab/member-notices.ts";
import { lineCountOf, loadAggregate, type ProjectAggregate, pricingProjectOf } from "./aggregate.ts";
import { publishProjectChange } from "./project-live.ts";
import { findEditableProject, type ProjectRow } from "./project-scope.ts";
import { quoteTotalsOf } from "./project-view.ts";

export interface ChangeContext {
  tx: Db;
  principal: Principal;
  project: ProjectRow;
  /** The quote as it stood when the change began (inside the transaction). */
  agg: ProjectAggregate;
}

export interface ChangeOutcome {
  /** The activity-feed entry of the change; none for changes nobody needs to read about. */
  event?: { type: ProjectEventType; data?: Record<string, unknown> };
  createdIds?: string[];
  /** Columns of the project row the change sets besides version, totals and line count. */
  projectFields?: Partial<Omit<typeof projects.$inferInsert, "tenantId" | "id" | "version">>;
  /** Told to the quote's watchers on the MSP's side (bell menu and mail), never to the one who acted. */
  notice?: { title: string; message: string };
}

export interface ChangeOptions {
  /** Stage moves, archive and decline may touch a completed quote; edits of its contents may not. */
  allowCompleted?: boolean;
  /** A declined deal is read-only (issue #16 §3) but for reopening, archiving and the stage rules' own refusal. */
  allowDeclined?: boolean;
}

/**
 * The one write path of the quote (issue #4 §1): checks the caller's version (stale: 409, nothing
 * written), runs the change, prices the result through priceProject, stores totals and line count,
 * bumps the version, records the event, all in one transaction; then tells live viewers.
 */
export async function changeProject(
  deps: Deps,
  principal: Principal,
  projectId: string,
  version: number,
  change: (ctx: ChangeContext) => Promise<ChangeOutcome | undefined>,
  options: ChangeOptions = {},
): Promise<TProjectChange> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  if (project.version !== version) throw new AppError("conflict", { details: { version: project.version } });
  if (project.stage === "completed" && !options.allowCompleted) {
    throw new AppError("bad_request", {
      message: PROJECT_MESSAGES.readOnlyStage,
      fields: { stage: PROJECT_MESSAGES.readOnlyStage },
    });
  }
  if (project.status === "declined" && !options.allowDeclined) {
    throw new AppError("bad_request", {
      message: PROJECT_MESSAGES.declinedReadOnly,
      fields: { status: PROJECT_MESSAGES.declinedReadOnly },
    });
  }
  const result = await db.transaction(async (tx) => {
    // Lock the row first so concurrent changes queue here rather than interleave.
    const [locked] = await tx
      .select({ version: projects.version })
      .from(projects)
      .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)))
      .for("update");
    if (!locked || locked.version !== version) {
      throw new AppError("conflict", { details: { version: locked?.version ?? project.version } });
    }
    const agg = await loadAggregate(tx, project);
    const outcome = (await change({ tx, principal, project, agg })) ?? {};
    const current = { ...project, ...outcome.projectFields } as ProjectRow;
    const after = await loadAggregate(tx, current);
    const totals = quoteTotalsOf(priceProject(pricingProjectOf(after)));
    const nextVersion = version + 1;
    await tx
      .update(projects)
      .set({
        ...outcome.projectFields,
        totals: totals as unknown as Record<string, unknown>,
        lineCount: lineCountOf(after),
        version: nextVersion,
        updatedAt: sql`now()`,
      })
      .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)));
    if (outcome.event) {
      await recordProjectEvent(tx, project, principal.userId, outcome.event.type, outcome.event.data ?? {});
    }
    let told: Recipient[] = [];
    if (outcome.notice) {
      // The watchers who work for the quote's MSP: what moves inside the quote is the provider's news.
      told = await noticeRecipients(tx, project, [], {
        watchersFrom: [project.tenantId],
        exceptUserId: principal.userId,
      });
      await insertNotifications(tx, told, { ...outcome.notice, project });
    }
    return {
      told,
      version: nextVersion,
      totals,
      ...(outcome.createdIds ? { createdIds: outcome.createdIds } : {}),
      outcome,
    };
  });
  publishProjectChange(deps, project.id, {
    version: result.version,
    type: result.outcome.event?.type ?? "updated",
  });
  if (result.outcome.notice) await deliverNotices(deps, result.told, { ...result.outcome.notice, project });
  const { outcome: _, told: __, ...answer } = result;
  return answer;
}

/** An activity-feed entry; written in the transaction of the change it records. */
export async function recordProjectEvent(
  tx: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  actorUserId: string | null,
  type: ProjectEventType,
  data: Record<string, unknown>,
): Promise<string> {
  const id = uuidv7();
  await tx
    .insert(projectEvents)
    .values({ tenantId: project.tenantId, id, projectId: project.id, actorUserId, type, data });
  return id;
}
