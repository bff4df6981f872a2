import { DOCUMENT_MESSAGES } from "../documents/messages.ts";
import { MESSAGES } from "../messages.ts";

// Use cases throw AppError(code); only the HTTP layer turns a code into a status and a message.
export const ERROR_CODES = {
  bad_request: { status: 400, message: MESSAGES.badRequest },
  wrong_credentials: { status: 401, message: MESSAGES.wrongCredentials },
  wrong_mfa_code: { status: 401, message: MESSAGES.wrongMfaCode },
  unauthenticated: { status: 401, message: MESSAGES.notAuthenticated },
  forbidden: { status: 403, message: MESSAGES.forbidden },
  role_too_high: { status: 403, message: MESSAGES.roleTooHigh },
  not_found: { status: 404, message: MESSAGES.notFound },
  user_not_found: { status: 404, message: MESSAGES.userNotFound },
  conflict: { status: 409, message: MESSAGES.conflict },
  payload_too_large: { status: 413, message: MESSAGES.payloadTooLarge },
  email_taken: { status: 409, message: MESSAGES.emailTaken },
  reset_token_invalid: { status: 400, message: MESSAGES.resetTokenInvalid },
  invite_token_invalid: { status: 400, message: MESSAGES.inviteTokenInvalid },
  mfa_not_enabled: { status: 400, message: MESSAGES.mfaNotEnabled },
  mfa_already_enabled: { status: 409, message: MESSAGES.mfaAlreadyEnabled },
  mfa_setup_not_started: { status: 400, message: MESSAGES.mfaSetupNotStarted },
  // A wrong code while signed in is 400, not 401: a 401 would sign the caller out (foundation §4).
  invalid_mfa_code: { status: 400, message: MESSAGES.wrongMfaCodeAlt },
  mfa_challenge_invalid: { status: 401, message: MESSAGES.mfaChallengeInvalid },
  verification_code_failed: { status: 502, message: MESSAGES.verificationCodeFailed },
  already_registered: { status: 409, message: MESSAGES.alreadyRegistered },
  team_not_found: { status: 400, message: MESSAGES.teamNotFound },
  cannot_delete_self: { status: 400, message: MESSAGES.cannotDeleteSelf },
  account_has_children: { status: 409, message: MESSAGES.accountHasChildren },
  google_auth_failed: { status: 401, message: MESSAGES.googleAuthFailed },
  microsoft_auth_failed: { status: 401, message: MESSAGES.microsoftAuthFailed },
  cannot_deactivate_self: { status: 400, message: MESSAGES.cannotDeactivateSelf },
  account_has_users: { status: 409, message: MESSAGES.accountHasUsers },
  cannot_delete_own_account: { status: 409, message: MESSAGES.cannotDeleteOwnAccount },
  category_has_children: { status: 409, message: MESSAGES.categoryHasChildren },
  category_is_root: { status: 409, message: MESSAGES.categoryIsRoot },
  not_brandable: { status: 403, message: MESSAGES.notBrandable },
  not_an_msp: { status: 403, message: MESSAGES.notAnMsp },
  // The outside party failed us, not the caller: 502 like any gateway whose upstream is down.
  distributor_unavailable: { status: 502, message: MESSAGES.distributorUnavailable },
  // The distributor answered and said no (an order it will not take, a cancel too late): the request as
  // sent cannot succeed, so not a 502; the message carries the distributor's own reason.
  distributor_refused: { status: 422, message: MESSAGES.distributorRefused },
  too_many_attempts: { status: 429, message: MESSAGES.tooManyAttempts },
  // Public signing (issue #17 §3): a signing token that is not this document's or signer's, and a link of a
  // document reset since (earlier links stop working).
  signing_session_invalid: { status: 401, message: DOCUMENT_MESSAGES.signingSessionInvalid },
  document_reset: { status: 410, message: DOCUMENT_MESSAGES.linkGone },
  // A quote's documents (issue #17): a sent document is reset before it is edited ("Need to edit this
  // document?"); documents of a quote in acceptance or completed no longer change.
  document_sent: { status: 409, message: DOCUMENT_MESSAGES.needToEdit },
  document_locked: { status: 409, message: DOCUMENT_MESSAGES.lockedStage },
  internal: { status: 500, message: MESSAGES.unexpectedError },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Extra data for the answer, e.g. the current version on a 409. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    opts: { message?: string; fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(opts.message ?? ERROR_CODES[code].message);
    this.name = "AppError";
    this.code = code;
    this.fields = opts.fields;
    this.details = opts.details;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/** Wire shape of every error answer (ARCHITECTURE.md, HTTP API conventions). */
export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}
