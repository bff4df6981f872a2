import { ACCEPTANCE_SECTION, SECTION_TYPE_LABELS } from "./constants.ts";

/** Texts of documents and signing (issue #17; domain §5 and §8 where the spec writes them). */
export const DOCUMENT_MESSAGES = {
  sectionNameTaken: "A Section with this name already exists!",
  nameRequired: (what: string) => `At least one character should be added for a ${what} !`,
  unknownMergeField: (name: string) => `Unknown merge field {{${name}}}.`,
  acceptanceRequired: `A document holding sections must include the ${SECTION_TYPE_LABELS[ACCEPTANCE_SECTION]} section.`,
  lockedStage: "The quote is in acceptance or completed: its documents can no longer be edited.",
  needToEdit: "Need to edit this document?",
  signersRequired: "Choose at least one signer among the customer's contacts.",
  signerNotRemovable: "Quote signers and the agreement person cannot be removed once the document is sent.",
  linkGone: "This signing link is no longer valid. Ask the sender for a new one.",
  codeWrong: "The code is not correct.",
  codeExpired: "The code has expired. Ask for a new code.",
  codeTooManyTries: "Too many wrong codes. Ask for a new code.",
  codeResendTooSoon: "A code was just sent. Wait 30 seconds before asking for another.",
  documentChanged: "The document has changed since you opened it. Review it again before signing.",
  consentRequired: "Agree to sign electronically to continue.",
  signatureRequired: "Draw or type your signature.",
  initialsRequired: "Add your initials.",
  alreadySigned: "You have already signed this document.",
  sealingFailed: "Sealing failed, retry.",
  notGenerated: "This document has not been generated yet.",
} as const;
