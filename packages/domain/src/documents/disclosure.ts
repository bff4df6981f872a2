/**
 * The electronic-signature disclosure the signer consents to (ESIGN §7001(c), UETA §5): versioned, so the
 * evidence names the exact text agreed to. A change of wording is a new version; old ones stay listed.
 */
export type SignatureDisclosure = { version: string; text: string };

export const SIGNATURE_DISCLOSURES: readonly SignatureDisclosure[] = [
  {
    version: "2026-11-27",
    text: [
      "By selecting “I agree”, you consent to sign this document electronically and to receive it and",
      "related records electronically. Your electronic signature has the same effect as a handwritten one.",
      "You may ask the sender for a paper copy at no charge, and you may withdraw this consent before you",
      "sign by closing this page and telling the sender; withdrawing does not affect documents already",
      "signed. This consent applies to this document only. To sign and keep a copy you need a current web",
      "browser and the ability to open PDF files; a copy of the signed document is mailed to you.",
    ].join(" "),
  },
];

/** The disclosure a signer is shown now. */
export const CURRENT_DISCLOSURE: SignatureDisclosure = SIGNATURE_DISCLOSURES[
  SIGNATURE_DISCLOSURES.length - 1
] as SignatureDisclosure;
