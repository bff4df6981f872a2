import type { DocumentType, TemplateType } from "@q2c/domain";
import { AGREEMENT_SECTIONS } from "./demo-agreement-sections.ts";
import { type DemoSection, html, PAGE_BREAK } from "./demo-document-types.ts";
import {
  DEMO_CATALOGUE_IDS,
  DEMO_IDS,
  DEMO_SECTION_IDS,
  DEMO_TEMPLATE_IDS,
  demoSectionId,
} from "./demo-ids.ts";
import { NORTHWIND_LOGO_DATA_URL } from "./demo-logo-png.ts";
import { PROPOSAL_CLOSING_SECTIONS } from "./demo-proposal-sections-closing.ts";
import { PROPOSAL_OPENING_SECTIONS } from "./demo-proposal-sections-opening.ts";

/*
 * The demo's document templates (issue #17 §1): the platform's default proposal and agreement, made of the
 * platform's content library, and Northwind's own proposal with its logo, its own cover and company overview
 * and the platform's other sections. Headers and footers carry merge fields and the page numbers Chromium
 * fills in (spans of class pageNumber and totalPages).
 */

export interface DemoTemplate {
  id: string;
  /** "platform" or an MSP of DEMO_IDS. */
  owner: "platform" | "northwind";
  templateType: TemplateType;
  documentType: DocumentType;
  title: string;
  html: string;
  headerHtml: string;
  footerHtml: string;
  sections: readonly (readonly [sectionId: string, visibility: "visible" | "hidden"])[];
}

export const PLATFORM_SECTIONS: readonly DemoSection[] = [
  ...PROPOSAL_OPENING_SECTIONS,
  ...PROPOSAL_CLOSING_SECTIONS,
  ...AGREEMENT_SECTIONS,
];

const P = (n: number) => demoSectionId(1, n);
const A = (n: number) => demoSectionId(2, n);

const SMALL = "font-size:9px;color:#4b5563";
const pageFooter = (what: string) =>
  html(
    `<p style="${SMALL};text-align:center">${what} · {{customerCompany}} · {{createdDate}} · `,
    'Page <span class="pageNumber"></span> of <span class="totalPages"></span></p>',
  );

export const NORTHWIND_SECTIONS: readonly DemoSection[] = [
  {
    id: DEMO_SECTION_IDS.northwindCover,
    sectionType: "cover",
    type: "proposal",
    title: "Northwind cover",
    html: html(
      '<div style="padding-top:72px">',
      `<p><img src="${NORTHWIND_LOGO_DATA_URL}" alt="Northwind IT" width="232" height="48" /></p>`,
      "</div>",
      '<div style="padding-top:140px;border-left:6px solid #1d4ed8;padding-left:24px">',
      '<p style="font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#1d4ed8">Proposal {{quoteNumber}}</p>',
      '<h1 style="font-size:34px;margin-bottom:8px">{{dealName}}</h1>',
      '<p style="font-size:18px">Prepared for {{customerCompany}}</p>',
      '<p style="color:#4b5563">{{createdDate}}</p>',
      "</div>",
      '<div style="padding-top:200px;font-size:12px;color:#4b5563">',
      "<p>{{spCompany}} · {{spStreet}}, {{spCity}}, {{spState}} {{postalCode}} · {{spPhone}}</p>",
      "</div>",
      PAGE_BREAK,
    ),
  },
  {
    id: DEMO_SECTION_IDS.northwindCompanyOverview,
    sectionType: "companyOverview",
    type: "proposal",
    title: "About Northwind IT",
    html: html(
      "<h2>About Northwind IT</h2>",
      "<p>Northwind IT has looked after the networks of schools, clinics, offices and warehouses across New England ",
      "since 2009. Our team of fourteen engineers works from our Providence office and covers every site we support ",
      "within two hours' drive.</p>",
      "<p>We keep our customers for a long time because we treat their networks as if they were our own: we plan ",
      "before we install, we document everything we touch, and we answer the phone. Most of our customers came to ",
      "us through a recommendation from another customer.</p>",
      "<h3>Why customers choose us</h3>",
      "<ul>",
      "<li>A named engineer who knows your sites, backed by the whole service desk.</li>",
      "<li>Cisco Meraki, Fortinet and Microsoft partners, with certified engineers on every project.</li>",
      "<li>Fixed monthly pricing for managed services, with no charge for routine changes.</li>",
      "<li>A quarterly review with clear reporting on incidents, performance and what comes next.</li>",
      "</ul>",
    ),
  },
];

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    id: DEMO_TEMPLATE_IDS.platformProposal,
    owner: "platform",
    templateType: "dynamic",
    documentType: "proposal",
    title: "Standard proposal",
    html: "",
    headerHtml: `<p style="${SMALL};text-align:right">{{spCompany}} · Proposal {{quoteNumber}}</p>`,
    footerHtml: pageFooter("{{dealName}}"),
    sections: PROPOSAL_OPENING_SECTIONS.concat(PROPOSAL_CLOSING_SECTIONS).map(
      (s) => [s.id, "visible"] as const,
    ),
  },
  {
    id: DEMO_TEMPLATE_IDS.platformAgreement,
    owner: "platform",
    templateType: "dynamic",
    documentType: "agreement",
    title: "Managed services agreement",
    html: "",
    headerHtml: `<p style="${SMALL};text-align:right">{{spCompany}} · Agreement {{quoteNumber}}</p>`,
    footerHtml: pageFooter("Managed services agreement"),
    sections: [
      [A(1), "visible"],
      [A(2), "visible"],
      [A(3), "visible"],
      [P(7), "visible"],
      [A(4), "visible"],
      [P(10), "visible"],
      [A(5), "visible"],
      [A(7), "visible"],
      [P(11), "visible"],
      [P(13), "visible"],
      [A(6), "visible"],
    ],
  },
  {
    id: DEMO_TEMPLATE_IDS.northwindProposal,
    owner: "northwind",
    templateType: "dynamic",
    documentType: "proposal",
    title: "Northwind proposal",
    html: "",
    headerHtml: html(
      `<p style="${SMALL};text-align:right">`,
      `<img src="${NORTHWIND_LOGO_DATA_URL}" alt="Northwind IT" width="87" height="18" /><br />`,
      "Proposal {{quoteNumber}} for {{customerCompany}}</p>",
    ),
    footerHtml: pageFooter("Northwind IT · {{spPhone}}"),
    sections: [
      [DEMO_SECTION_IDS.northwindCover, "visible"],
      [P(2), "visible"],
      [P(3), "visible"],
      [DEMO_SECTION_IDS.northwindCompanyOverview, "visible"],
      [P(5), "visible"],
      [P(6), "visible"],
      [P(7), "visible"],
      [P(8), "visible"],
      [P(12), "visible"],
      [P(9), "visible"],
      [P(10), "visible"],
      [P(11), "hidden"],
      [P(13), "visible"],
      [P(14), "visible"],
      [P(15), "hidden"],
    ],
  },
];

/** The defaults of /settings/documents: the platform's for every MSP, and Northwind's own proposal. */
export const DEMO_DOCUMENT_DEFAULTS: readonly {
  owner: "platform" | "northwind";
  documentType: DocumentType;
  templateId: string;
}[] = [
  { owner: "platform", documentType: "proposal", templateId: DEMO_TEMPLATE_IDS.platformProposal },
  { owner: "platform", documentType: "agreement", templateId: DEMO_TEMPLATE_IDS.platformAgreement },
  { owner: "northwind", documentType: "proposal", templateId: DEMO_TEMPLATE_IDS.northwindProposal },
];

/** Catalogue items' own texts (a product or service template): what a proposal prints where they are quoted. */
export const DEMO_PRODUCT_TEXTS = [
  {
    id: demoSectionId(3, 80),
    owner: "platform",
    productId: DEMO_CATALOGUE_IDS.apInstallation,
    title: "Access point installation",
    html: html(
      "<h3>Access point installation</h3>",
      "<p>Each access point is mounted at the position set by the site survey, connected to the nearest patch ",
      "point, adopted into the cloud console with the site's standard configuration and tested for coverage and ",
      "throughput before sign-off. Ceiling tiles, brackets and labels are included; new cable runs are not.</p>",
    ),
  },
  {
    id: demoSectionId(3, 81),
    owner: "northwind",
    productId: DEMO_CATALOGUE_IDS.northwindCarePlus,
    title: "Northwind Care Plus",
    html: html(
      "<h3>Northwind Care Plus</h3>",
      "<p>Care Plus covers every managed device at the site: round-the-clock monitoring, firmware and security ",
      "updates, unlimited remote support during business hours and on-site visits for faults our engineers cannot ",
      "fix remotely. A named engineer reviews the site with you every quarter.</p>",
    ),
  },
] as const;

export const ownerTenant = (owner: "platform" | "northwind", platformId: string): string =>
  owner === "platform" ? platformId : DEMO_IDS.northwind;
