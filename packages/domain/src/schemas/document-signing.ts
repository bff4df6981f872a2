import { z } from "zod";
import {
  AUDIT_EVENT_TYPES,
  OTP_DIGITS,
  QUOTE_DOCUMENT_TYPES,
  SIGNER_PARTIES,
  SIGNER_STATUSES,
} from "../documents/constants.ts";
import { DOCUMENT_MESSAGES } from "../documents/messages.ts";
import { requiredMessage } from "../messages.ts";
import { zUuid } from "../validation/rules.ts";

// Issue #17 §3 and §4: public signing (no login: a link's token, then a one-time code, then a short-lived
// signing token), the document's audit log, and the check of a sealed PDF. Names as the spec writes them.

export const zSigningDocumentType = z.enum(QUOTE_DOCUMENT_TYPES);
const zParty = z.enum(SIGNER_PARTIES);

/** A signing link's token as the link carries it; a wrong one answers 404 like an unknown quote. */
const zSignToken = z.string().trim().min(1, requiredMessage("Sign token")).max(200);

/** GET /quotes/{quoteId}/sign: the link's query. */
export const ZSignLinkQuery = z.object({ documentType: zSigningDocumentType, signToken: zSignToken });
export const ZSignLinkBody = ZSignLinkQuery;
export const ZQuoteIdParams = z.object({ quoteId: zUuid });

/**
 * What a link shows before the code is verified: who is asked to sign, whose branding, which document and
 * how far it is; never the document's content.
 */
export const ZSignLinkInfo = z.object({
  quoteId: z.string(),
  documentType: zSigningDocumentType,
  /** draft, sent, signed or completed. */
  documentStatus: z.string(),
  signer: z.object({
    name: z.string(),
    /** The address the code goes to, masked (j***@e***.com). */
    maskedEmail: z.string(),
    party: zParty,
    status: z.enum(SIGNER_STATUSES),
    signed: z.boolean(),
  }),
  msp: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
  }),
});
export type TSignLinkInfo = z.infer<typeof ZSignLinkInfo>;

/** POST /quotes/{quoteId}/one-time-password: where the code went, until when it counts, when another may be asked. */
export const ZOneTimePasswordSent = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
  resendAfter: z.string(),
});
export type TOneTimePasswordSent = z.infer<typeof ZOneTimePasswordSent>;

export const ZValidateCodeRequest = ZSignLinkQuery.extend({
  code: z
    .string({ error: DOCUMENT_MESSAGES.codeWrong })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), DOCUMENT_MESSAGES.codeWrong),
});

/** The signing token: send it as the header `x-signing-token` to read, price and sign. */
export const ZSigningSession = z.object({ signingToken: z.string(), expiresAt: z.string() });
export type TSigningSession = z.infer<typeof ZSigningSession>;

export const SIGNING_TOKEN_HEADER = "x-signing-token";

/**
 * The signer's choices: optional lines on or off, and one line of each alternative group (good, better,
 * best). A choice left out keeps the quote's current one (or the choices an earlier customer signer fixed).
 */
export const ZSigningChoices = z.object({
  optional: z
    .array(z.object({ lineId: zUuid, chosen: z.boolean() }))
    .max(1000)
    .default([]),
  alternatives: z
    .array(z.object({ groupKey: z.string().min(1).max(300), lineId: zUuid }))
    .max(1000)
    .default([]),
});
export type TSigningChoices = z.infer<typeof ZSigningChoices>;

const zRecurring = z.object({
  monthly: z.string(),
  quarterly: z.string(),
  annually: z.string(),
  annually_3y: z.string(),
});

/** Prices only: what a customer reads of a quote's figures (never costs or margins). */
export const ZSigningFigures = z.object({
  oneTimeTotal: z.string(),
  recurringTotals: zRecurring,
  termTotal: z.string(),
  discount: z.string(),
  estimatedSalesTax: z.string(),
});
export type TSigningFigures = z.infer<typeof ZSigningFigures>;

export const ZSigningTotals = ZSigningFigures.extend({ termMonths: z.number().int() });
export type TSigningTotals = z.infer<typeof ZSigningTotals>;

const ZChoiceLine = z.object({
  lineId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.string(),
  pricingModel: z.string(),
  billingFrequency: z.string().nullable(),
  /** Where the line is quoted: site, building and bundle product. */
  where: z.string(),
  /** The line's own figures. */
  figures: ZSigningFigures,
  /** The quote's totals with this line picked, the other choices as they stand. */
  totalsWhenChosen: z.object({ oneTimeTotal: z.string(), termTotal: z.string() }),
});

/** The choices a signer may make, as they stand, with the price effect of each. */
export const ZSigningChoiceOptions = z.object({
  /** False when an earlier customer signer fixed them, and for the MSP's countersigner. */
  editable: z.boolean(),
  optional: z.array(ZChoiceLine.extend({ chosen: z.boolean() })),
  alternatives: z.array(
    z.object({
      groupKey: z.string(),
      group: z.string(),
      where: z.string(),
      chosenLineId: z.string().nullable(),
      options: z.array(ZChoiceLine),
    }),
  ),
  /** The current choices in the request's shape. */
  current: z.object({
    optional: z.array(z.object({ lineId: z.string(), chosen: z.boolean() })),
    alternatives: z.array(z.object({ groupKey: z.string(), lineId: z.string() })),
  }),
});
export type TSigningChoiceOptions = z.infer<typeof ZSigningChoiceOptions>;

/** GET /quotes/{quoteId}/sign/document. */
export const ZSigningDocument = z.object({
  quoteId: z.string(),
  documentType: zSigningDocumentType,
  html: z.string(),
  headerHtml: z.string(),
  footerHtml: z.string(),
  /** SHA-256 (hex) of the document's HTML as sent: post it back to sign this version. */
  documentHash: z.string(),
  disclosure: z.object({ version: z.string(), text: z.string() }),
  choices: ZSigningChoiceOptions,
  totals: ZSigningTotals,
  signer: z.object({ name: z.string(), party: zParty, signed: z.boolean() }),
});
export type TSigningDocument = z.infer<typeof ZSigningDocument>;

export const ZSignPriceRequest = z.object({ choices: ZSigningChoices });

/** A drawn signature: a PNG data URL of at most this many characters (512 KB of image). */
export const SIGNATURE_DATA_URL_MAX = 700_000;

export const ZSignRequest = z.object({
  documentHash: z
    .string({ error: requiredMessage("Document hash") })
    .regex(/^[0-9a-f]{64}$/, DOCUMENT_MESSAGES.documentChanged),
  consent: z.object(
    { disclosureVersion: z.string({ error: DOCUMENT_MESSAGES.consentRequired }).min(1).max(50) },
    { error: DOCUMENT_MESSAGES.consentRequired },
  ),
  signature: z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("drawn"),
        value: z
          .string()
          .max(SIGNATURE_DATA_URL_MAX, DOCUMENT_MESSAGES.signatureInvalid)
          .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, DOCUMENT_MESSAGES.signatureInvalid),
      }),
      z.object({
        kind: z.literal("typed"),
        value: z
          .string({ error: DOCUMENT_MESSAGES.signatureRequired })
          .trim()
          .min(1, DOCUMENT_MESSAGES.signatureRequired)
          .max(200),
      }),
    ],
    { error: DOCUMENT_MESSAGES.signatureRequired },
  ),
  initials: z
    .string({ error: DOCUMENT_MESSAGES.initialsRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.initialsRequired)
    .max(20),
  choices: ZSigningChoices.default({ optional: [], alternatives: [] }),
  /** The signer's IANA time zone (e.g. Europe/Berlin), kept as evidence. */
  timeZone: z.string().max(100).refine(isTimeZone, "Not a known time zone.").optional(),
});
export type TSignRequest = z.infer<typeof ZSignRequest>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZSignResult = z.object({
  signedAt: z.string(),
  /** The document's status after this signature: signed once every signer has. */
  documentStatus: z.string(),
  /** Whether this was the last signature: the quote moved to acceptance and the seal was asked for. */
  completed: z.boolean(),
});
export type TSignResult = z.infer<typeof ZSignResult>;

// ---- The audit log (GET /quotes/{quoteId}/documents/{documentType}/audit-log) ----

export const ZAuditLogParams = z.object({ quoteId: zUuid, documentType: zSigningDocumentType });
export const ZAuditLogQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });

export const ZAuditLogEntry = z.object({
  seq: z.number().int(),
  type: z.enum(AUDIT_EVENT_TYPES),
  at: z.string(),
  signerId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLog = z.object({
  quoteId: z.string(),
  documentId: z.string(),
  documentType: zSigningDocumentType,
  /** Whether every entry chains to the one before and hashes to what it carries; else the first broken seq. */
  chain: z.object({ verified: z.boolean(), brokenAtSeq: z.number().int().nullable() }),
  entries: z.array(ZAuditLogEntry),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

// ---- POST /documents/verify ----

/** How many PDFs one IP address may check in a window (counted across processes). */
export const DOCUMENT_VERIFY_LIMIT = 20;
export const DOCUMENT_VERIFY_WINDOW_MS = 15 * 60_000;
/** A sealed PDF is never larger than this; bigger files are refused before they are hashed. */
export const DOCUMENT_VERIFY_MAX_BYTES = 10 * 1024 * 1024;

export const ZDocumentVerifyResult = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("verified"),
    quoteId: z.string(),
    documentType: zSigningDocumentType,
    signers: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        role: z.string(),
        party: zParty,
        signedAt: z.string().nullable(),
      }),
    ),
    completedAt: z.string().nullable(),
    /** SHA-256 (hex) of the file, as stored when it was sealed. */
    sha256: z.string(),
  }),
  z.object({ status: z.literal("not_found") }),
]);
export type TDocumentVerifyResult = z.infer<typeof ZDocumentVerifyResult>;
