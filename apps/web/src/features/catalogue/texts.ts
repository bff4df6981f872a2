/** Texts of the catalogue pages that the shared messages catalogue has no entry for. */
export const CATALOGUE_TEXTS = {
  gridLabel: "Products",
  searchLabel: "Search products",
  searchPlaceholder: "Name, part number, description or tag",
  subCategory: "Sub-category",
  allSubCategories: "All sub-categories",
  ownership: "Ownership",
  ownershipAll: "All",
  ownershipMine: "Mine",
  ownershipPlatform: "Platform",
  add: "Add",
  addMenuLabel: "Add to this category",
  otherKinds: "Other kinds",
  addBundle: "Bundle",
  noProducts: "No products in this category yet",
  noDistributorCost: "No distributor cost",
  marginUnknown: "No cost: margin unknown",
  profitUnknown: "No cost: profit unknown",
  recurringMargin: "Recurring margin",
  categoryNotFound: "This category does not exist.",
  readOnly: "Platform catalogue item: read-only",
  readOnlyText:
    "Items of the platform catalogue are maintained by the platform. Add your own item to change prices.",
  loadingProduct: "Loading the product",
  subscription: "Subscription",
  managedWifiPrices: "Managed Wi-Fi prices",
  managedWifi: "Managed Wi-Fi",
  servicesTitle: "Assessment & Design",
  servicesText: "Assessment and design services of your catalogue.",
  supportPlansText: "Managed Wi-Fi support plans.",
  noServicesRoot: "No services category is set up in the catalogue.",
} as const;

/** Price method, status and pricing vocabulary as the pages show it. */
export const STATUS_LABELS = { active: "Active", inactive: "Inactive" } as const;
export const PRICING_MODEL_LABELS = {
  one_time: "One-time",
  recurring: "Recurring",
  usage_based: "Usage-based",
} as const;
export const BILLING_FREQUENCY_LABELS = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  annually: "Annually",
  annually_3y: "Annually (3-year term)",
} as const;
