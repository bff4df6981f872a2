import type {
  AccountKind,
  AccountListType,
  EntitlementFlag,
  PartnerCompanyType,
  TAccount,
} from "@q2c/domain";

export const KIND_LABELS: Record<AccountKind, string> = {
  platformOwner: "Platform owner",
  msp_expert: "Service provider",
  linkPartner: "Link partner",
  customer: "Customer",
};

/** Foundation §1: the partner company types, as the platform owner chooses them. */
export const COMPANY_TYPE_LABELS: Record<PartnerCompanyType | "customer", string> = {
  service_provider: "Service provider (MSP)",
  partner: "Link partner",
  distributor: "Distributor",
  manufacturer: "Manufacturer",
  isv: "Independent software vendor",
  isp: "Internet service provider",
  financial: "Financial service provider",
  customer: "Customer",
};

export function companyTypeLabel(type: string): string {
  const known = (COMPANY_TYPE_LABELS as Record<string, string>)[type];
  if (known) return known;
  const text = type.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The server names every account that is not the platform, an MSP or a link partner a customer;
 * distributors, manufacturers and the other partners read better as partners.
 */
export const kindLabel = (account: Pick<TAccount, "kind" | "companyType">): string =>
  account.kind === "customer" && account.companyType !== "customer" ? "Partner" : KIND_LABELS[account.kind];

/** The `type` filter of GET /accounts (ACCOUNT_LIST_TYPES). */
export const LIST_TYPE_LABELS: Record<AccountListType, string> = {
  msp: "Service providers",
  link: "Link partners",
  customer: "Customers",
  distributor: "Distributors",
  manufacturer: "Manufacturers",
  isv: "Independent software vendors",
  isp: "Internet service providers",
  financial: "Financial service providers",
};

export const ENTITLEMENT_LABELS: Record<EntitlementFlag, string> = {
  hasOneSkuBundles: "One-SKU bundles",
  hasContracts: "Contracts",
  hasSolutionWorkflows: "Solution workflows",
  hasTechFinance: "Tech finance",
  hasPriceAutomation: "Price automation",
  hasServiceMap: "Service map",
  hasTaskManager: "Task manager",
  hasProductTax: "Product tax",
  hasOrderManagementSystem: "Order management",
  hasWorkflowRules: "Workflow rules",
  hasBomAutomation: "Bill of materials automation",
  hasInvoices: "Invoices",
  hasSubscriptionManagementAndBilling: "Subscription management and billing",
};

/** The view page of an account, where one exists. */
export function accountViewPath(account: Pick<TAccount, "id" | "kind" | "companyType">): string | null {
  const id = encodeURIComponent(account.id);
  if (account.kind === "msp_expert") return `/msp/${id}/view`;
  if (account.kind === "linkPartner") return `/link-partners/${id}/view`;
  if (account.kind === "customer" && account.companyType === "customer") return `/customers/${id}/view`;
  return null;
}

export const statusColor = (status: string): string => (status === "active" ? "success" : "gray");
