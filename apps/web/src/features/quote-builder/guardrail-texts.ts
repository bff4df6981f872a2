import type { GuardrailBreach } from "@q2c/domain";

/** "30.00" → "30", "12.50" → "12.50": a limit as the settings page wrote it. */
const pct = (v: string): string => `${v.replace(/\.00$/, "")}%`;

/** Texts of the guardrail warnings and approvals in the builder (issue #16 §5). */
export const GUARDRAIL_TEXTS = {
  marginUnknown: "No cost: margin unknown",
  breach: (b: Pick<GuardrailBreach, "kind" | "value" | "limit">): string =>
    b.kind === "margin"
      ? `Gross margin ${pct(b.value)} is below the minimum of ${pct(b.limit)}`
      : `Discount ${pct(b.value)} is above the maximum of ${pct(b.limit)}`,
  lineBreaches: (texts: readonly string[]) => `Outside the company's limits: ${texts.join("; ")}`,
  wholeQuote: "The quote",
  panelTitle: "Outside the company's margin and discount limits",
  moreLines: (n: number) => (n === 1 ? "and 1 more line" : `and ${n} more lines`),
  needsApproval: "A manager must approve the quote before it moves past Review.",
  requestApproval: "Request approval",
  requestTitle: "Request approval",
  requestIntro: "The managers are told by bell and mail. They see the lines and limits listed here.",
  comment: "Comment",
  requestCommentHelp: "Why the quote should go out as it is (optional).",
  send: "Send request",
  requested: "Approval requested",
  pending: "Waiting for a manager",
  askedBy: (name: string) => `Asked by ${name}`,
  approve: "Approve",
  reject: "Reject",
  approveTitle: "Approve the margin and discount",
  rejectTitle: "Reject the request",
  decisionCommentHelp: "The requester sees this comment.",
  ownRequest: "You asked for this approval: another manager decides on it.",
  approved: "Approved",
  rejected: "Rejected",
  approvedBy: (name: string) => `Approved by ${name}`,
  rejectedBy: (name: string) => `Rejected by ${name}`,
  approvedCovers: "The approval covers the quote as it stands: it may move past Review.",
  approvalOutdated: "An earlier approval no longer covers the quote: its margin or discount got worse.",
  decided: (decision: "approved" | "rejected") => (decision === "approved" ? "Approved" : "Rejected"),
  couldNotLoad: "The approval state could not be loaded.",
  loading: "Loading the approval state",
} as const;
