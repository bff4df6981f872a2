/**
 * Contracts are an MSP feature sold by plan (foundation §6 "Contracts: MSP", hasContracts): customers and
 * partners get 404 by senMsp, an account without the entitlement 403. Reads serve the /contract pages and
 * the quote builder's apply dialog, so any MSP user reads; changing a contract also needs the account's
 * canManageContracts. The platform owner passes both checks.
 */
export const CONTRACT_READ = {
  access: { rule: "signedIn", senMsp: true, entitlement: "hasContracts" },
} as const;

export const CONTRACT_WRITE = {
  access: { rule: "signedIn", senMsp: true, entitlement: "hasContracts", contracts: true },
} as const;
