import type { FormErrors } from "@mantine/form";
import {
  ACCEPTANCE_SECTION,
  DOCUMENT_MESSAGES,
  type DocumentType,
  type ProposalSectionType,
  type TCreateTemplateRequest,
  type TDocumentTemplate,
  type TemplateType,
  type TTemplateSectionRef,
  type TUpdateTemplateRequest,
  unknownMergeFields,
} from "@q2c/domain";

export interface TemplateFormValues {
  title: string;
  type: DocumentType;
  templateType: TemplateType;
  html: string;
  headerHtml: string;
  footerHtml: string;
  sectionTypes: TTemplateSectionRef[];
}

export const newTemplateValues = (templateType: TemplateType = "static"): TemplateFormValues => ({
  title: "",
  type: "proposal",
  templateType,
  html: "",
  headerHtml: "",
  footerHtml: "",
  sectionTypes: [],
});

export const templateValuesOf = (t: TDocumentTemplate): TemplateFormValues => ({
  title: t.title,
  type: t.type,
  templateType: t.templateType,
  html: t.html,
  headerHtml: t.headerHtml,
  footerHtml: t.footerHtml,
  sectionTypes: t.sectionTypes.map((s) => ({ sectionId: s.sectionId, visibility: s.visibility })),
});

/** A dynamic template lists sections; the others hold one body of HTML. */
export const holdsSections = (templateType: TemplateType) => templateType === "dynamic";

/** The part of a template that is its text: the body or the list of sections. */
const contentOf = (v: TemplateFormValues) =>
  holdsSections(v.templateType) ? { sectionTypes: v.sectionTypes } : { html: v.html };

export const createBodyOf = (v: TemplateFormValues): TCreateTemplateRequest => ({
  templateType: v.templateType,
  type: v.type,
  title: v.title.trim(),
  headerHtml: v.headerHtml,
  footerHtml: v.footerHtml,
  ...contentOf(v),
});

export const updateBodyOf = (v: TemplateFormValues, version: number): TUpdateTemplateRequest => ({
  version,
  title: v.title.trim(),
  headerHtml: v.headerHtml,
  footerHtml: v.footerHtml,
  ...contentOf(v),
});

/** The first unknown merge field of a text, as the server would name it. */
function mergeFieldError(html: string): string | undefined {
  const unknown = unknownMergeFields(html)[0];
  return unknown === undefined ? undefined : DOCUMENT_MESSAGES.unknownMergeField(unknown);
}

/** Errors of the sections list: any the server gave for `sectionTypes` or one of its rows. */
export function sectionListError(errors: FormErrors): string | undefined {
  const key = Object.keys(errors).find((k) => k === "sectionTypes" || k.startsWith("sectionTypes."));
  const message = key === undefined ? undefined : errors[key];
  return message === undefined || message === null ? undefined : String(message);
}

/**
 * What the form checks before sending: a title, no unknown merge field, and (a dynamic template) the
 * acceptance section among its sections, with the server's own words. `sectionTypeOf` names a listed
 * section's type (undefined while the content library loads: the server checks then).
 */
export function validateTemplate(
  v: TemplateFormValues,
  sectionTypeOf: (sectionId: string) => ProposalSectionType | undefined,
): FormErrors {
  const errors: FormErrors = {};
  if (v.title.trim() === "") errors.title = DOCUMENT_MESSAGES.nameRequired("Template");
  for (const field of ["headerHtml", "footerHtml", "html"] as const) {
    if (field === "html" && holdsSections(v.templateType)) continue;
    const message = mergeFieldError(v[field]);
    if (message) errors[field] = message;
  }
  if (holdsSections(v.templateType)) {
    const types = v.sectionTypes.map((s) => sectionTypeOf(s.sectionId));
    const known = types.every((t) => t !== undefined);
    if (known && !types.includes(ACCEPTANCE_SECTION))
      errors.sectionTypes = DOCUMENT_MESSAGES.acceptanceRequired;
  }
  return errors;
}
