import {
  CURRENT_DISCLOSURE,
  type TSigningDocument,
  type TSigningFigures,
  type TSigningTotals,
  type TSignLinkInfo,
} from "@q2c/domain";

/** Data of the signing tests and screenshots: Northwind's proposal to Adatum, with choices. */
export const QUOTE_ID = "0190b000-0000-7000-8000-00000000c001";
export const SIGN_TOKEN = "link-token-1";
export const SIGN_PATH = `/quotes/${QUOTE_ID}/sign?documentType=proposal&signToken=${SIGN_TOKEN}`;
export const API = `/api/v1/quotes/${QUOTE_ID}`;

export const LINE_BACKUP = "0190b000-0000-7000-8000-00000000d001";
export const LINE_GOOD = "0190b000-0000-7000-8000-00000000d002";
export const LINE_BETTER = "0190b000-0000-7000-8000-00000000d003";
export const LINE_BEST = "0190b000-0000-7000-8000-00000000d004";
export const GROUP = "site-1/building-1/firewall";

export const LINK_INFO: TSignLinkInfo = {
  quoteId: QUOTE_ID,
  documentType: "proposal",
  documentStatus: "sent",
  signer: {
    name: "Casey Customer",
    maskedEmail: "u***@c***.demo",
    party: "customer",
    status: "sent",
    signed: false,
  },
  msp: { name: "Northwind IT", logoUrl: null, primaryColor: "#1c7ed6", secondaryColor: "#495057" },
};

const figures = (oneTime: string, monthly: string): TSigningFigures => ({
  oneTimeTotal: oneTime,
  recurringTotals: { monthly, quarterly: "0", annually: "0", annually_3y: "0" },
  termTotal: "0",
  discount: "0",
  estimatedSalesTax: "0",
});

export const totals = (oneTime: string, monthly: string, term: string): TSigningTotals => ({
  ...figures(oneTime, monthly),
  termTotal: term,
  termMonths: 36,
});

const line = (lineId: string, name: string, oneTime: string, monthly: string) => ({
  lineId,
  name,
  partNumber: name.toUpperCase().replace(/\s+/g, "-"),
  quantity: "1",
  pricingModel: "fixed",
  billingFrequency: monthly === "0" ? null : "monthly",
  where: "Head office / Main building",
  figures: figures(oneTime, monthly),
  totalsWhenChosen: { oneTimeTotal: oneTime, termTotal: "0" },
});

export const INITIAL_TOTALS = totals("5200.00", "450.00", "21400.00");

export const SIGNING_DOCUMENT: TSigningDocument = {
  quoteId: QUOTE_ID,
  documentType: "proposal",
  html: "<h1>Managed services proposal</h1><p>Northwind IT proposes to Adatum the services below.</p>",
  headerHtml: "<p>Northwind IT · Proposal Q-1001</p>",
  footerHtml: "<p>Page footer</p>",
  documentHash: "a".repeat(64),
  disclosure: { version: CURRENT_DISCLOSURE.version, text: CURRENT_DISCLOSURE.text },
  choices: {
    editable: true,
    optional: [{ ...line(LINE_BACKUP, "Cloud backup", "0", "120.00"), chosen: true }],
    alternatives: [
      {
        groupKey: GROUP,
        group: "Firewall",
        where: "Head office / Main building",
        chosenLineId: LINE_GOOD,
        options: [
          line(LINE_GOOD, "Firewall good", "1200.00", "0"),
          line(LINE_BETTER, "Firewall better", "1800.00", "0"),
          line(LINE_BEST, "Firewall best", "2600.00", "0"),
        ],
      },
    ],
    current: {
      optional: [{ lineId: LINE_BACKUP, chosen: true }],
      alternatives: [{ groupKey: GROUP, lineId: LINE_GOOD }],
    },
  },
  totals: INITIAL_TOTALS,
  signer: { name: "Casey Customer", party: "customer", signed: false },
};
