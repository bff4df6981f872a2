/** Texts of the /verify page (issue #17 §4). */
export const VERIFY_TEXTS = {
  title: "Verify a Document",
  intro:
    "Check whether a PDF is a sealed document exactly as it was signed. The file is only compared, never kept.",
  dropHere: "Drop the sealed PDF here, or",
  choose: "Choose a PDF file",
  checking: "Checking the file",
  notPdf: "Choose a PDF file.",
  tooLarge: "This file is larger than any sealed document: it cannot be one of ours.",
  failed: "Could not check the file",
  retry: "Try again",
  verified: "Verified",
  verifiedIntro: (name: string) => `${name} is a sealed document, unchanged since it was sealed.`,
  quote: "Quote",
  documentType: "Document",
  completedAt: "Completed",
  signers: "Signed by",
  signedAt: (when: string) => `signed ${when}`,
  sha256: "SHA-256",
  notFoundTitle: "Not found",
  notFound: "Not found: this file is not a sealed document of ours, or it was changed.",
} as const;
