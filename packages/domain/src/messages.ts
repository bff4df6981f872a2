import { PASSWORD_MAX_LENGTH } from "./constants.ts";

// Every string a user sees comes from here; texts of the spec's error catalogue are verbatim.
export const MESSAGES = {
  wrongCredentials: "Wrong Email or Password",
  invalidCredentials: "Invalid credentials supplied",
  userNotFound: "User not found",
  registrationFailed: "User registration failed!",
  wrongMfaCode: "Wrong Authentication Code",
  wrongMfaCodeAlt: "Wrong MFA code!",
  verificationCodeSent: "Verification code sent",
  verificationCodeFailed: "Failed to send verification code",
  googleAuthFailed: "Google authentication failed",
  microsoftAuthFailed: "Microsoft authentication failed",
  recoverPasswordConflict: "Oops! Something went wrong. Please try again later",
  unexpectedError: "Unexpected Error",
  warningTitle: "Warning",
  errorTitle: "Error",
  clickToReload: "Click to Reload",
  couldNotRetrieveLocation: "Could not retrive location information!",
  couldNotDelete: "Could not delete!",
  couldNotLoadAccounts: "Could not load accounts.",
  couldNotBeSaved: "Could not be saved.",
  noResultsFound: "No results found",
  confirmDelete: "Are you sure you want to delete this item?",
  confirmLeave: "Are you sure you want to leave without saving?",
  phoneInvalid: "The phone is not valid!",
  connected: "Connected !",
  couldNotConnect: "Could not connect.",
  loading: "Loading...",
  // Texts of our own (no spec wording exists for these situations).
  notAuthenticated: "Your session has ended. Please sign in again.",
  forbidden: "You do not have permission to do this.",
  notFound: "Not found",
  conflict: "This item was changed by someone else. Reload it and try again.",
  tooManyAttempts: "Too many failed sign-in attempts. Try again in a few minutes.",
  badRequest: "Some fields are not valid.",
  passwordRule: `Password must be at least 8 characters (at most ${PASSWORD_MAX_LENGTH}) and contain a digit, an uppercase letter and a special character.`,
  emailInvalid: "Enter a valid e-mail address.",
  domainInvalid: "Enter a valid domain name.",
  colorInvalid: "Use a colour like #1D1D1F, or leave it empty for the default.",
  resetMailSent: "If an account exists for this e-mail, a link to set a new password has been sent.",
  resetTokenInvalid: "This link to set a new password is not valid any more.",
  inviteTokenInvalid: "This invitation is not valid any more.",
  emailTaken: "A user with this e-mail already exists.",
  roleTooHigh: "You cannot grant a role above your own.",
  mfaNotEnabled: "Two-factor authentication is not turned on for this user.",
  mfaAlreadyEnabled: "Two-factor authentication is already turned on.",
  mfaSetupNotStarted: "Start setting up two-factor authentication first.",
  mfaChallengeInvalid: "This sign-in has expired. Please sign in again.",
  passwordChanged: "Your password has been changed. Sign in with the new one.",
  alreadyRegistered: "This user has already registered.",
  teamNotFound: "This team does not exist in the account.",
  userJoinedTitle: "New team member",
  cannotDeleteSelf: "You cannot delete your own user.",
  accountHasChildren: "This account still has accounts beneath it.",
  dataFolderLocked: "The data folder is in use by another process",
  cannotDeactivateSelf: "You cannot deactivate your own user.",
  accountHasUsers: "This account still has users. Delete them first.",
  cannotDeleteOwnAccount: "You cannot delete your own account.",
  categoryHasChildren: "This category still has categories beneath it.",
  productsCouldNotBeLoaded: "Products could not be loaded",
  bundlesCouldNotBeLoaded: "Bundles could not be loaded",
  productsAndBundlesCouldNotBeLoaded: "Products and bundles could not be loaded",
  searchTooShort: "Enter at least 3 characters to search.",
  numberFormat: "Enter a number like 1200 or 1200.50",
  notNegative: "This cannot be negative.",
  dateInvalid: "Enter a date like 2026-12-31.",
  dateOrder: "The end date cannot be before the start date.",
  unknownCategory: "This category does not exist.",
  categoryIsRoot: "A root category of the catalogue cannot be deleted.",
  notBrandable: "Branding is not available for this account.",
  notAnMsp: "Only a service provider account goes through onboarding.",
  fileTypeNotAllowed: "Upload a PNG, JPEG, SVG or WebP image.",
  fileTooLarge: "The file is larger than 2 MB.",
  fileRequired: "File is required",
  searchTermTooShort: "Enter at least 3 characters.",
  distributorUnavailable: "The distributor could not be reached. Try again in a few minutes.",
  distributorCredentialsRejected:
    "The distributor did not accept the configured credentials. Check the distributor settings.",
  distributorRefused: "The distributor refused the request.",
  // Catalogue prices and partner prices.
  categoryPriceExists: "This category already has a price.",
  percentUpTo100: "Enter a percentage from 0 to 100.",
  percentUpTo1000: "Enter a percentage from 0 to 1000.",
  termMonthsInvalid: "Choose a term of 1, 12, 24, 36, 48 or 60 months.",
  amountOrder: "The maximum cannot be below the minimum.",
  unknownAccount: "This account does not exist.",
  notAManufacturer: "This account is not a manufacturer.",
  notAFinancialPartner: "This account is not a financial partner.",
  notADistributor: "This account is not a distributor.",
  distributorAlreadyListed: "This distributor is already in the list.",
  // Input no schema may let through (issue #14): text PostgreSQL cannot store, unbounded JSON, uploads.
  nulCharacter:
    "This text contains a NUL character (U+0000), which cannot be saved. Remove it and try again.",
  nestedTooDeep: "This is nested too deeply to save.",
  tooLargeToSave: "This is too large to save.",
  payloadTooLarge: "This upload is larger than allowed.",
  multipartInvalid: "The upload could not be read. Send it again as multipart/form-data.",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "<field> is required" (foundation §5). */
export const requiredMessage = (field: string): string => `${field} is required`;

/** A whole number above the largest the field takes (an int4 column's 2,147,483,647 at most). */
export const numberAtMostMessage = (max: number): string =>
  `Enter a whole number no larger than ${max.toLocaleString("en-US")}.`;

/** A decimal with more digits before the point than its column holds. */
export const numberTooLongMessage = (digits: number): string =>
  `Enter a number with at most ${digits} digits before the decimal point.`;

/** "<title> <action> successfully." (foundation §8), default action "created". */
export const successMessage = (title: string, action = "created"): string =>
  `${title} ${action} successfully.`;

/** Notifications add a period unless the text ends with ? ! . or , (foundation §8). */
export const withPeriod = (text: string): string => (/[?!.,]$/.test(text) ? text : `${text}.`);

/** Live notification when an invited user registers: "<name> joined <account>". */
export const userJoinedMessage = (name: string, accountName: string): string =>
  `${name} joined ${accountName}`;

/** Domain §8 warning on the default distributors page: "{x} is not currently configured as a digital distributor". */
export const notDigitalDistributorMessage = (name: string): string =>
  `${name} is not currently configured as a digital distributor`;
