// Contracts (domain §1): an MSP's agreed prices with one customer for a period. Whether a contract is in
// force follows from its dates alone; there is no stored status to fall out of step.

export const CONTRACT_MESSAGES = {
  notFound: "This contract was not found.",
  endsBeforeStart: "The end date cannot be before the start date.",
  duplicateProduct: "A product can appear only once in a contract.",
  productNotFound: "One of the products was not found in the catalogue.",
  notEntitled: "Contracts are not part of your plan.",
  cannotManage: "Your account cannot manage contracts.",
  notCustomers: "This contract is with another customer.",
  notInForce: "This contract is not in force today.",
  noMatchingLines: "No line of this quote is a product of the contract.",
  customerNotFound: "The customer was not found.",
} as const;

export const CONTRACT_STATUSES = ["upcoming", "active", "ended"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Upcoming before its first day, ended after its last, active in between (both days included). */
export function contractStatus(startsOn: string, endsOn: string | null, today: string): ContractStatus {
  if (today < startsOn) return "upcoming";
  if (endsOn !== null && today > endsOn) return "ended";
  return "active";
}

/** Today's calendar day in UTC, YYYY-MM-DD, the form contract dates are compared in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The contract summary a quote shows after apply-contract. */
export const appliedContractSummary = (name: string, lines: number): string =>
  `${name}: ${lines} ${lines === 1 ? "line" : "lines"} at contract prices`;
