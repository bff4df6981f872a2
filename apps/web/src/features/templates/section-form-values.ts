import type { FormErrors } from "@mantine/form";
import {
  DOCUMENT_MESSAGES,
  type DocumentType,
  type ProposalSectionType,
  type TCreateSectionRequest,
  type TDocumentSection,
  type TUpdateSectionRequest,
  unknownMergeFields,
} from "@q2c/domain";

export interface SectionFormValues {
  title: string;
  sectionType: ProposalSectionType;
  type: DocumentType;
  html: string;
}

export const sectionValuesOf = (s: TDocumentSection): SectionFormValues => ({
  title: s.title,
  sectionType: s.sectionType,
  type: s.type,
  html: s.html,
});

export const sectionCreateBody = (v: SectionFormValues): TCreateSectionRequest => ({
  title: v.title.trim(),
  sectionType: v.sectionType,
  type: v.type,
  html: v.html,
});

export const sectionUpdateBody = (v: SectionFormValues, version: number): TUpdateSectionRequest => ({
  version,
  title: v.title.trim(),
  sectionType: v.sectionType,
  html: v.html,
});

/** A name, and no unknown merge field in the text (the server's words for both). */
export function validateSection(v: SectionFormValues): FormErrors {
  const errors: FormErrors = {};
  if (v.title.trim() === "") errors.title = DOCUMENT_MESSAGES.nameRequired("Section");
  const unknown = unknownMergeFields(v.html)[0];
  if (unknown !== undefined) errors.html = DOCUMENT_MESSAGES.unknownMergeField(unknown);
  return errors;
}
