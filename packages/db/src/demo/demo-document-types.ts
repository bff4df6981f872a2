import type { DocumentType, ProposalSectionType } from "@q2c/domain";

/** A section of the demo content library (seed-demo-documents.ts). */
export interface DemoSection {
  id: string;
  sectionType: ProposalSectionType;
  type: DocumentType;
  title: string;
  /** Written in the form the server's safe-HTML allowlist stores (a test checks it is unchanged by it). */
  html: string;
}

/** A page break after a section, as the PDF renderer honours it. */
export const PAGE_BREAK = '<div style="page-break-after:always"></div>';

/** Joins lines of HTML written one element a line. */
export const html = (...lines: string[]): string => lines.join("");
