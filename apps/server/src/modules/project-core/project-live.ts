import { type AudienceSubject, eventShownTo, PROJECT_AUDIENCES, type ProjectAudience } from "@q2c/domain";
import type { Deps } from "../../deps.ts";

// Live updates of a quote (issue #4 §3): every viewer joined one room of the quote after an access check
// (project-collab/live-join.ts), the room of its audience: `project:<id>` for the MSP, `project:<id>:customer`
// and `project:<id>:partner` for the others. Each notice goes to the rooms whose audience may read what it
// is about (eventShownTo, the rule the HTTP feed applies), so a customer's socket never hears of an internal
// comment or of the MSP's edits. The page refetches what the notice names.

export function projectRoom(projectId: string, audience: ProjectAudience = "provider"): string {
  return audience === "provider" ? `project:${projectId}` : `project:${projectId}:${audience}`;
}

function publish(
  deps: Deps,
  projectId: string,
  event: string,
  payload: Record<string, unknown>,
  subject: AudienceSubject,
): void {
  for (const audience of PROJECT_AUDIENCES) {
    if (eventShownTo(audience, subject)) {
      deps.realtime.emitToRoom(projectRoom(projectId, audience), event, { projectId, ...payload });
    }
  }
}

/**
 * The quote changed: version and what kind of change, so viewers reload or offer to. The change's kind
 * is its event type, which decides who hears of it (the MSP's edits stay with the MSP).
 */
export function publishProjectChange(
  deps: Deps,
  projectId: string,
  payload: { version: number; type: string },
): void {
  publish(deps, projectId, "project:changed", payload, { type: payload.type });
}

/**
 * The activity feed changed (event, comment, like, member, answer): viewers refetch it. `subject` is what
 * changed as the audience rule reads it: an event's type and data, or `commentSubject(visibility)`.
 */
export function publishProjectActivity(
  deps: Deps,
  projectId: string,
  payload: { kind: string; id?: string },
  subject: AudienceSubject,
): void {
  publish(deps, projectId, "project:activity", payload, subject);
}

/** Discovery answers are the MSP's notes of its talks with the customer: its own viewers hear of changes. */
export const ANSWER_SUBJECT: AudienceSubject = { type: "answer" };

/** The quote was deleted: every viewer hears it, which tells them nothing but that it is gone. */
export function publishProjectGone(deps: Deps, projectId: string, version: number): void {
  for (const audience of PROJECT_AUDIENCES) {
    deps.realtime.emitToRoom(projectRoom(projectId, audience), "project:changed", {
      projectId,
      version,
      type: "deleted",
    });
  }
}

/**
 * Sharing stopped: the customer's open pages are told (they reload and find the quote gone), then their
 * sockets leave the room, so nothing said afterwards reaches them. A later share lets them join again.
 */
export function closeCustomerRoom(deps: Deps, projectId: string): void {
  deps.realtime.leaveRoom(projectRoom(projectId, "customer"));
}
