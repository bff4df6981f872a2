import { z } from "zod";
import { COMMENT_VISIBILITIES } from "../projects/audience.ts";
import { PROJECT_MESSAGES } from "../projects/project-messages.ts";
import { zUuid } from "../validation/rules.ts";
import { zInt, zRequiredText, zText, zVersion } from "./common.ts";

// The activity around a quote: events, comments with files, likes, members, watchers, answers,
// messages to members, credit applications (issue #4 §2 and §3).

/** Event types written by the server; the feed words them (apps/web) from type and data. */
export const PROJECT_EVENT_TYPES = [
  "created",
  "updated",
  "stage_changed",
  "archived",
  "restored",
  "declined",
  "location_added",
  "location_changed",
  "location_removed",
  "buildings_changed",
  "lines_added",
  "lines_changed",
  "lines_removed",
  "lines_approved",
  "bom_imported",
  "prices_pushed",
  "taxes_refreshed",
  "contract_applied",
  "agreements_cleared",
  "version_saved",
  "version_restored",
  "member_added",
  "member_removed",
  "members_notified",
  "comment_added",
  "credit_application",
  "shared",
  "unshared",
  // Issue #16: deliberate stages, quote basics, approvals.
  "accepted",
  "reopened",
  "renewed",
  "duplicated",
  "saved_as_template",
  "approval_requested",
  "approval_decided",
] as const;
export type ProjectEventType = (typeof PROJECT_EVENT_TYPES)[number];

export const ZProjectEvent = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.enum(PROJECT_EVENT_TYPES),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
});
export type TProjectEvent = z.infer<typeof ZProjectEvent>;

export const ZCommentFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** GET here for the bytes (signed-in callers who can see the quote). */
  url: z.string(),
});
export type TCommentFile = z.infer<typeof ZCommentFile>;

export const ZCommentLink = z.union([z.object({ buildingId: z.string() }), z.object({ lineId: z.string() })]);

export const ZProjectComment = z.object({
  id: z.string(),
  projectId: z.string(),
  authorUserId: z.string(),
  authorName: z.string(),
  body: z.string(),
  files: z.array(ZCommentFile),
  link: ZCommentLink.nullable(),
  /** internal: the MSP's users only; customer: also the customer's users and the partner members. */
  visibility: z.enum(COMMENT_VISIBILITIES),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TProjectComment = z.infer<typeof ZProjectComment>;

/** POST /projects/{id}/comments as JSON; multipart carries `body` and `file` parts instead. */
export const ZCreateCommentRequest = z.object({
  body: zText(10_000),
  link: z.union([z.object({ buildingId: zUuid }), z.object({ lineId: zUuid })]).nullish(),
  /** The MSP's users choose (internal when left out); the customer's and partners' comments are customer. */
  visibility: z.enum(COMMENT_VISIBILITIES, { error: PROJECT_MESSAGES.commentVisibilityInvalid }).optional(),
});
export const ZUpdateCommentRequest = z.object({ version: zVersion, body: zRequiredText("Comment", 10_000) });
export const ZCommentLinkRequest = z.object({
  link: z.union([z.object({ buildingId: zUuid }), z.object({ lineId: zUuid })]).nullable(),
});

export const ZLikeSummary = z.object({
  targetId: z.string(),
  count: z.number().int(),
  likedByMe: z.boolean(),
  userIds: z.array(z.string()),
});
export const ZLikeRequest = z.object({ targetId: zUuid });

export const ZProjectMember = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** partner (link partner), financial, distributor, manufacturer, isv or isp. */
  kind: z.string(),
  createdAt: z.string(),
});
export type TProjectMember = z.infer<typeof ZProjectMember>;
export const ZAddMemberRequest = z.object({ accountId: zUuid });

/** How many accounts GET /projects/{id}/member-candidates answers at most. */
export const MEMBER_CANDIDATES_LIMIT = 25;
export const MEMBER_CANDIDATES_TERM_MIN = 2;
/** GET /projects/{id}/member-candidates: a search of partner account names; without a term, the first by name. */
export const ZMemberCandidatesQuery = z.object({
  term: z
    .string()
    .trim()
    .min(MEMBER_CANDIDATES_TERM_MIN, PROJECT_MESSAGES.memberSearchTooShort)
    .max(100)
    .optional(),
});
export type TMemberCandidatesQuery = z.infer<typeof ZMemberCandidatesQuery>;
/** A partner account (of any tenant) that the quote's MSP may add as a member; kind as in ZProjectMember. */
export const ZMemberCandidate = z.object({ id: z.string(), accountName: z.string(), kind: z.string() });
export type TMemberCandidate = z.infer<typeof ZMemberCandidate>;
export const ZInviteMembersRequest = z.object({
  accountIds: z.array(zUuid).min(1, PROJECT_MESSAGES.idsRequired).max(50),
  message: zText(2000).optional(),
});
export const ZNotifyMembersRequest = z.object({
  message: z
    .string({ error: PROJECT_MESSAGES.messageRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.messageRequired)
    .max(2000),
});
export const ZProjectMessage = z.object({
  id: z.string(),
  senderUserId: z.string().nullable(),
  senderName: z.string().nullable(),
  message: z.string(),
  recipientCount: z.number().int(),
  createdAt: z.string(),
});

export const ZProjectAnswer = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const ZCreateAnswerRequest = z.object({
  question: zRequiredText("Question", 500),
  answer: zText(5000).optional(),
  position: zInt().optional(),
});
export const ZUpdateAnswerRequest = z.object({
  version: zVersion,
  question: zRequiredText("Question", 500).optional(),
  answer: zText(5000).optional(),
});

export const ZCreditApplication = z.object({
  id: z.string(),
  financialPartnerId: z.string(),
  financialPartnerName: z.string(),
  amount: z.string(),
  termMonths: z.number().int(),
  status: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export const ZCreateCreditApplicationRequest = z.object({
  financialPartnerId: zUuid,
  notes: zText(2000).optional(),
});

/** GET /projects/{id}/finance-options: what financing the quote's term total would cost. */
export const ZFinanceOption = z.object({
  financialPartnerId: z.string(),
  financialPartnerName: z.string(),
  termMonths: z.number().int(),
  ratePercent: z.string(),
  amountFinanced: z.string(),
  monthlyPayment: z.string(),
  totalCost: z.string(),
});

/** GET /projects/{id}/realtime-costs: the distributor's cost now against the line's cost. */
export const ZRealtimeCost = z.object({
  lineId: z.string(),
  partNumber: z.string(),
  lineCost: z.string().nullable(),
  distributorCost: z.string().nullable(),
  available: z.number().int().nullable(),
  distributor: z.string(),
  changed: z.boolean(),
  error: z.string().nullable(),
});
