import {
  DOCUMENT_MESSAGES,
  QUOTE_DOCUMENT_TYPES,
  type QuoteDocumentType,
  type TSigningChoiceOptions,
  type TSigningChoices,
} from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import type { SignLink } from "../../api/signing-api.ts";

/** The link's parts from the page's path and query; null when one is missing or not a document type. */
export function signLinkOf(quoteId: string | undefined, query: URLSearchParams): SignLink | null {
  const documentType = query.get("documentType") ?? "";
  const signToken = query.get("signToken") ?? "";
  if (!quoteId || !signToken || !(QUOTE_DOCUMENT_TYPES as readonly string[]).includes(documentType))
    return null;
  return { quoteId, documentType: documentType as QuoteDocumentType, signToken };
}

/** The signer's choices as they stand: each optional line on or off, each group's chosen line. */
export interface ChoiceState {
  optional: Readonly<Record<string, boolean>>;
  alternatives: Readonly<Record<string, string>>;
}

export function choiceStateOf(options: TSigningChoiceOptions): ChoiceState {
  const optional: Record<string, boolean> = {};
  for (const line of options.optional) optional[line.lineId] = line.chosen;
  for (const c of options.current.optional) optional[c.lineId] = c.chosen;
  const alternatives: Record<string, string> = {};
  for (const group of options.alternatives) {
    const chosen = group.chosenLineId ?? group.options[0]?.lineId;
    if (chosen) alternatives[group.groupKey] = chosen;
  }
  for (const c of options.current.alternatives) alternatives[c.groupKey] = c.lineId;
  return { optional, alternatives };
}

/** The request's shape: every optional line and every group, so the server prices exactly what shows. */
export const choicesRequestOf = (state: ChoiceState): TSigningChoices => ({
  optional: Object.entries(state.optional).map(([lineId, chosen]) => ({ lineId, chosen })),
  alternatives: Object.entries(state.alternatives).map(([groupKey, lineId]) => ({ groupKey, lineId })),
});

/** Whether a link answer means the link no longer works: wrong, expired or reset (404, 410). */
export const isLinkGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** A signing session the server no longer takes (expired signing token): the code is asked again. */
export const isSessionLost = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A 409 on signing that a fresh read of the document resolves: the text or the fixed choices changed. */
export const needsReload = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  ("documentHash" in error.fields ||
    "choices" in error.fields ||
    error.message === DOCUMENT_MESSAGES.documentChanged);

/** The code's message for a refusal: the server's own text (wrong, expired, too many tries) when given. */
export function codeErrorOf(error: unknown): string {
  if (!(error instanceof ApiError)) return DOCUMENT_MESSAGES.codeWrong;
  if (error.fields.code) return error.fields.code;
  if (error.status === 429)
    return error.hasServerMessage ? error.message : DOCUMENT_MESSAGES.codeTooManyTries;
  return error.hasServerMessage ? error.message : DOCUMENT_MESSAGES.codeWrong;
}

/** The signer's IANA time zone (evidence), "UTC" when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Initials from a name, offered as a hint: "Ada Lovelace" → "AL". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 4);
