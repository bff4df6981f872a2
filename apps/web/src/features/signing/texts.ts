import { DOCUMENT_TYPE_LABELS, type QuoteDocumentType } from "@q2c/domain";

/** Texts of the public signing page; the spec's own (DOCUMENT_MESSAGES) come from the domain. */
export const SIGNING_TEXTS = {
  pageTitle: "Sign Quote",
  loading: "Loading the signing link",
  documentLoading: "Loading the document",
  asksYouToSign: (msp: string, type: QuoteDocumentType) =>
    `${msp} asks you to review and sign this ${DOCUMENT_TYPE_LABELS[type].toLowerCase()}.`,
  asksYouToCountersign: (type: QuoteDocumentType) =>
    `You are asked to countersign this ${DOCUMENT_TYPE_LABELS[type].toLowerCase()} for your company.`,
  signerLabel: "Signing as",
  logoAlt: (msp: string) => `${msp} logo`,
  // The code
  codeStepTitle: "Confirm it is you",
  codeIntro: (masked: string) => `We will e-mail a 6-digit code to ${masked}.`,
  codeSentTo: (masked: string) => `We sent a 6-digit code to ${masked}. It is valid for 10 minutes.`,
  sendCode: "E-mail me a code",
  resendCode: "Send a new code",
  resendIn: (seconds: number) => `Send a new code in ${seconds} s`,
  codeLabel: "6-digit code",
  codeHelp: "Enter the code from the e-mail.",
  verify: "Verify",
  codeFormat: "Enter the 6 digits of the code.",
  // The document
  documentTitle: "The document",
  documentFrame: (type: QuoteDocumentType) => `${DOCUMENT_TYPE_LABELS[type]} to sign`,
  reloaded: "The document was loaded again.",
  // Choices and totals
  choicesTitle: "Your choices",
  choicesIntro: "Turn optional items on or off and pick one option of each group; the totals follow.",
  choicesFixed: "The choices were made by the first signer; they are shown as they stand.",
  optionalTitle: "Optional items",
  includeOptional: (name: string) => `Include ${name}`,
  alternativeLegend: (group: string, where: string) => (where ? `${group} (${where})` : group),
  oneTimePrice: "one-time",
  monthlyPrice: "per month",
  totalsTitle: "Totals",
  totalsUpdating: "Updating the totals",
  totalsFailed: "The totals could not be updated. Your choices are still sent with your signature.",
  oneTimeTotal: "One-time total",
  monthlyTotal: "Monthly recurring",
  discount: "Discount",
  tax: "Estimated sales tax",
  termTotal: (months: number) => `Total over ${months} months`,
  // Consent and signature
  consentTitle: "Electronic signature disclosure",
  disclosureVersion: (version: string) => `Disclosure version ${version}`,
  agree: "I agree to sign electronically",
  signatureTitle: "Your signature",
  signatureMode: "How to sign",
  draw: "Draw",
  type: "Type",
  padLabel: "Signature pad: draw your signature with a mouse, pen or finger",
  padHelp: "Draw inside the box. Prefer the keyboard? Choose Type to type your name instead.",
  clear: "Clear",
  typedLabel: "Type your full name",
  typedPreview: "How your signature will look",
  initialsLabel: "Initials",
  initialsHelp: "Your initials, as printed on the document.",
  sign: "Sign",
  signing: "Signing",
  // Done
  doneTitle: "Signed",
  done: (type: QuoteDocumentType) =>
    `Thank you, your signature on the ${DOCUMENT_TYPE_LABELS[type].toLowerCase()} is recorded.`,
  doneCompleted:
    "Every signer has signed. A sealed copy of the signed document will be e-mailed to you shortly.",
  doneWaiting: "A sealed copy of the signed document will be e-mailed to you once every signer has signed.",
  alreadySignedTitle: "Already signed",
  closed: "You can close this page.",
  verifyHint: "Anyone can check a sealed copy at",
} as const;
