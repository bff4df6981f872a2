// Who reads what of a quote (ARCHITECTURE.md, Tenancy: "What a customer sees of its MSP's work is what the
// MSP shared with it"). One rule, read by the server's HTTP feed (as SQL) and by its live publish (per
// room), so the feed a customer pages through and the events its socket hears never disagree.

/**
 * The three audiences of a quote:
 * - provider: the quote's MSP (and the platform owner), who build it; they read everything;
 * - customer: the users of the customer account the quote is for, once the MSP has shared it;
 * - partner: accounts named as members (link partner, financial partner, distributor, ...).
 */
export const PROJECT_AUDIENCES = ["provider", "partner", "customer"] as const;
export type ProjectAudience = (typeof PROJECT_AUDIENCES)[number];

/** The audiences outside the MSP: never costs, margins, versions, internal comments or edit events. */
export const OUTSIDE_AUDIENCES = ["partner", "customer"] as const satisfies readonly ProjectAudience[];

/**
 * A comment's visibility: `internal` (the MSP's users only: the default when they post) or `customer`
 * (also the customer's users and the partner members). What the customer or a partner writes is
 * `customer`: they speak in the thread they read.
 */
export const COMMENT_VISIBILITIES = ["internal", "customer"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export const DEFAULT_COMMENT_VISIBILITY: CommentVisibility = "internal";

/**
 * The event types an outside audience reads: what was shared with it, not how the MSP builds the quote.
 * Sending a document and signing join this list when those events exist (documents issue).
 */
export const CUSTOMER_EVENT_TYPES = ["shared", "unshared", "comment_added"] as const;

/**
 * Events about one comment carry that comment's visibility in `data.visibility`; outside audiences read
 * only those whose comment they read (an event without it counts as internal).
 */
export const COMMENT_EVENT_TYPES = ["comment_added"] as const;

/** What a feed entry or a live notice is about, as the rule reads it. */
export interface AudienceSubject {
  readonly type: string;
  readonly data?: Readonly<Record<string, unknown>> | null;
}

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/** Whether an audience may read a comment of this visibility. */
export function commentShownTo(audience: ProjectAudience, visibility: string): boolean {
  return audience === "provider" || visibility === "customer";
}

/** Whether an audience may read an event (or hear of it live). */
export function eventShownTo(audience: ProjectAudience, subject: AudienceSubject): boolean {
  if (audience === "provider") return true;
  if (!includes(CUSTOMER_EVENT_TYPES, subject.type)) return false;
  if (!includes(COMMENT_EVENT_TYPES, subject.type)) return true;
  return commentShownTo(audience, String(subject.data?.visibility ?? ""));
}

/** A comment as the rule reads it: like the event that announced it, so one check serves both. */
export const commentSubject = (visibility: string): AudienceSubject => ({
  type: COMMENT_EVENT_TYPES[0],
  data: { visibility },
});

/** The visibility a new comment gets: the MSP's choice (internal unless it says otherwise); outside, customer. */
export function commentVisibilityFor(
  audience: ProjectAudience,
  asked: CommentVisibility | undefined,
): CommentVisibility | null {
  if (audience === "provider") return asked ?? DEFAULT_COMMENT_VISIBILITY;
  // An outside author cannot write what it could not read back.
  return asked === undefined || asked === "customer" ? "customer" : null;
}
