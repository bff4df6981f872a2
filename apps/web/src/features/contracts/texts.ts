import type { ContractStatus } from "@q2c/domain";

/** Texts of the contract pages that the shared messages catalogue has no entry for. */
export const CONTRACT_TEXTS = {
  title: "Contracts",
  intro: "Prices agreed with a customer for a period; a quote for that customer can take them.",
  add: "Add contract",
  tableLabel: "Contracts",
  loading: "Loading the contracts",
  couldNotLoad: "Could not load the contracts.",
  noContracts: "No contracts yet",
  noContractsText: "Contracts you add appear here with their period and status.",
  noCustomerContracts: "No contracts with this customer yet",
  noCustomerContractsText: "Contracts you add for this customer appear here.",
  pages: "Contract pages",
  search: "Search",
  searchPlaceholder: "Contract, reference or customer",
  status: "Status",
  allStatuses: "All statuses",
  customer: "Customer",
  allCustomers: "All customers",
  customerPlaceholder: "Search your customers",
  name: "Name",
  contractName: "Contract name",
  reference: "Reference",
  startsOn: "Starts",
  endsOn: "Ends",
  startDate: "Start date",
  endDate: "End date",
  endDateHelp: "Leave empty for a contract without an end.",
  noEnd: "No end",
  products: "Products",
  notes: "Notes",
  created: "Contract",
  // The contract page.
  contract: "Contract",
  loadingOne: "Loading the contract",
  couldNotLoadOne: "Could not load the contract.",
  agreedPrices: "Agreed prices",
  agreedPricesHelp: "A quote for this customer that takes the contract gets these prices on its lines.",
  noProducts: "No products in this contract yet. Search the catalogue above to add one.",
  product: "Product",
  partNumber: "Part number",
  listPrice: "List price",
  agreedPrice: "Agreed price",
  saving: "Saving",
  actions: "Actions",
  productGone: "No longer in the catalogue",
  alreadyAdded: (name: string) => `${name} is already in this contract; its agreed price is selected.`,
  deleteQuestion:
    "Are you sure you want to delete this contract? Quotes that took its prices keep them; no new quote can take them.",
} as const;

export const STATUS_LABELS: Record<ContractStatus, string> = {
  upcoming: "Upcoming",
  active: "Active",
  ended: "Ended",
};

/** Upcoming in the primary colour, in force in success, ended neutral. */
export const STATUS_COLORS: Record<ContractStatus, string> = {
  upcoming: "primary",
  active: "success",
  ended: "gray",
};
