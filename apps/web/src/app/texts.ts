/**
 * Texts of the web app that the shared catalogue (MESSAGES in @q2c/domain) has no entry for.
 * Kept in one place so that they can move into the domain catalogue unchanged.
 */
export const WEB_TEXTS = {
  chunkLoadFailed: "A part of the application could not be loaded",
  cssChunkLoadFailed: "The styles of this page could not be loaded",
  pageCrashed: "Something went wrong while showing this page",
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  notAuthorizedTitle: "Not authorized",
  notAuthorizedText: "You do not have permission to view this page.",
  dashboardEmpty: "Nothing to count yet. Numbers appear here as you add quotes, customers and orders.",
  dashboardUnavailable: "The dashboard figures could not be loaded.",
  passwordsDiffer: "Passwords do not match",
  passwordChanged: "Your password was changed. Sign in with the new one.",
  noResetToken: "This link is missing its token. Ask for a new link to set your password.",
  mfaEnabled: "Two-factor authentication is on.",
  mfaDisabled: "Two-factor authentication is off.",
  backupCodesOnce: "Save these backup codes now. Each code works once, and they will not be shown again.",
  popupBlocked: "The sign-in window could not be opened. Allow pop-ups for this site and try again.",
} as const;
