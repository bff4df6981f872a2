// Limits of sign-in and account security, in one place so that tests and mails quote the same numbers.

/** Wrong codes one MFA challenge takes before it is spent and the user must sign in again. */
export const MFA_MAX_ATTEMPTS = 5;
/** Backup codes handed out when MFA is turned on or the codes are regenerated; each works once. */
export const BACKUP_CODE_COUNT = 10;
/** A password-reset link works once, for an hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails per user per hour; further requests get the same answer and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;
/** An invitation link works until the user registers, for at most this many days after the last mail. */
export const INVITE_TTL_DAYS = 7;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Digits of the code mailed for the e-mail MFA scheme. */
export const EMAIL_CODE_DIGITS = 6;
/**
 * A refresh token spent this recently may be presented again (a second tab, a retried request) and gets
 * the same new pair; after it, presenting it again is a replay and revokes the session family.
 */
export const REFRESH_GRACE_MS = 30 * 1000;
