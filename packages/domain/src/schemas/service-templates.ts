import { z } from "zod";

/** The sections of a service's templates, in the order a page shows them. */
export const SERVICE_TEMPLATE_SECTIONS = [
  "scopeOfWork",
  "assumptions",
  "exclusions",
  "deliverables",
  "acceptanceCriteria",
] as const;
export type ServiceTemplateSection = (typeof SERVICE_TEMPLATE_SECTIONS)[number];
export const SERVICE_TEMPLATE_MAX = 20_000;

/** Plain text per section (no HTML, so nothing to sanitise); a section left out is empty. */
export const ZServiceTemplates = z.partialRecord(
  z.enum(SERVICE_TEMPLATE_SECTIONS),
  z.string().max(SERVICE_TEMPLATE_MAX),
);
/** PUT replaces the whole set: sections absent from the body are removed. */
export const ZServiceTemplatesRequest = z.object({ templates: ZServiceTemplates });
export type TServiceTemplatesRequest = z.infer<typeof ZServiceTemplatesRequest>;
export const ZServiceTemplatesResponse = z.object({ templates: ZServiceTemplates });
export type TServiceTemplatesResponse = z.infer<typeof ZServiceTemplatesResponse>;
