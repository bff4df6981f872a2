import { type AccountListType, resolveTitle, routeById } from "@q2c/domain";

/** The solution partners that have a list and a detail page of their own (spec §2). */
export type PartnerKind = "distributor" | "manufacturer" | "isp" | "isv";

export interface PartnerKindInfo {
  /** The `type` filter of GET /accounts. */
  type: AccountListType;
  /** The list page's path; a partner's page is `${path}/:id`. */
  path: string;
  /** The list page's title, from the route table. */
  title: string;
  /** One of them, as the detail page's subtitle says. */
  singular: string;
  /** The empty list's headline. */
  none: string;
}

const titleOf = (id: "distributors" | "manufacturers" | "isps" | "isvs") =>
  resolveTitle(routeById(id).title, "platformOwner");

export const PARTNER_KINDS: Record<PartnerKind, PartnerKindInfo> = {
  distributor: {
    type: "distributor",
    path: "/distributors",
    title: titleOf("distributors"),
    singular: "Distributor",
    none: "No distributors yet",
  },
  manufacturer: {
    type: "manufacturer",
    path: "/manufacturers",
    title: titleOf("manufacturers"),
    singular: "Manufacturer",
    none: "No manufacturers yet",
  },
  isp: {
    type: "isp",
    path: "/isps",
    title: titleOf("isps"),
    singular: "Internet service provider",
    none: "No internet service providers yet",
  },
  isv: {
    type: "isv",
    path: "/isvs",
    title: titleOf("isvs"),
    singular: "Independent software vendor",
    none: "No independent software vendors yet",
  },
};

/** A partner's detail page: /<path>/:id. */
export const partnerPath = (kind: PartnerKind, id: string): string =>
  `${PARTNER_KINDS[kind].path}/${encodeURIComponent(id)}`;
