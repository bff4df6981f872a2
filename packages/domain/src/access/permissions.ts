import { type AccessGroupName, inAccessGroup } from "./access-groups.ts";
import type { AccessContext, AccountKind } from "./context.ts";
import { type EntitlementFlag, hasEntitlements } from "./entitlements.ts";
import type { Role } from "./roles.ts";
import { passesRule, type RuleName } from "./rule-sets.ts";

/**
 * The one registry of named permissions (ARCHITECTURE.md "Tenancy"; STYLE.md's `resource.action` strings).
 * Every API route declares one (`config: { permission: "quotes.edit" }`) and the server's access hook
 * evaluates it with {@link can}; the web asks the same names through `useCan`. A permission is:
 *
 * - `rule`: a rule set of spec §6 the role must pass, or `group`: an access group of spec §6; neither
 *   means any role of a signed-in user (an unknown role too: scope then decides what it sees).
 * - `accounts`: the account kinds it exists for; other kinds are not told it exists (404 on the API).
 *   {@link OWNER_ONLY} is spec §6's SEN flag, {@link OWNER_AND_MSPS} its SEN/MSP flag.
 * - `entitlement`: a plan flag the account must have (the platform owner has every one).
 * - `contracts`: the account's canManageContracts must be on (the platform owner passes).
 *
 * Routes that need only a session declare `{ signedIn: true }` instead; they act on the caller's own
 * things, and where they reach another user's a use case checks a permission below:
 * POST /auth/logout; GET /entitlements and /user-accounts (the caller's own); GET /dashboard/summary
 * (counts of what the caller's scope holds); PUT /users/:id and its notification-settings (own profile,
 * `users.manage` for another's); the second-factor routes under /users/:id (own, `users.manageSecurity`
 * for another's); POST /files/upload and DELETE /files/:id (own files, `files.deleteAny` for others').
 */
export const OWNER_ONLY = ["platformOwner"] as const satisfies readonly AccountKind[];
export const OWNER_AND_MSPS = ["platformOwner", "msp_expert"] as const satisfies readonly AccountKind[];

type RoleRequirement =
  | { readonly rule: RuleName; readonly group?: never }
  | { readonly group: AccessGroupName; readonly rule?: never }
  | { readonly rule?: never; readonly group?: never };

export type PermissionSpec = RoleRequirement & {
  readonly accounts?: readonly AccountKind[];
  readonly entitlement?: EntitlementFlag;
  readonly contracts?: true;
};

export const PERMISSIONS = {
  // Accounts. Scope decides which accounts a caller sees; a customer account creates nothing.
  "accounts.read": {},
  /**
   * POST /accounts. The kind of account comes with the body, so create-account checks customers.create or
   * partners.create itself and answers 403 (the route exists for every kind).
   */
  "accounts.create": { rule: "administrator" },
  "customers.create": { rule: "administrator", accounts: ["platformOwner", "msp_expert", "linkPartner"] },
  "partners.create": { rule: "administrator", accounts: OWNER_ONLY },
  /** Name, company details, branding and certifications of an account in scope (the company pages). */
  "accounts.edit": { rule: "administrator" },
  "accounts.delete": { rule: "administrator" },
  /** What an account may do: its entitlements and owner-only fields (teamPlan, canManageContracts, ...). */
  "accounts.editPlan": { rule: "administrator", accounts: OWNER_ONLY },
  /** An MSP's onboarding step: the platform owner sets any; an MSP its own with onboarding.moveOwn too. */
  "onboarding.move": { rule: "administrator" },
  "onboarding.moveOwn": { group: "high" },

  // Users, teams, files.
  "users.read": {},
  /** Invite, create, activate, delete users; change another's role, teams, names (never above one's own). */
  "users.manage": { rule: "administrator" },
  /** Another user's second factor (never a user whose role is above one's own). */
  "users.manageSecurity": { group: "high" },
  "teams.read": {},
  "teams.manage": { rule: "administrator" },
  /** Deleting a file someone else uploaded (one's own needs no permission). */
  "files.deleteAny": { rule: "administrator" },
  "mail.read": { rule: "administrator", accounts: OWNER_ONLY },
  /** The job queue of every tenant: list jobs by state, retry failed ones (docs/jobs.md). */
  "jobs.manage": { rule: "administrator", accounts: OWNER_ONLY },

  // Locations (service addresses): read by every role in scope, changed by those who work on quotes.
  "locations.read": {},
  "locations.edit": { rule: "quotes" },

  // Catalogue. Reads are open to every role of the owner or an MSP: engineers, finance and operations
  // build quotes from it too; the catalogue pages take the catalogueReaders rule set (decision 0005).
  "categories.read": {},
  "categories.write": { rule: "sales", accounts: OWNER_ONLY },
  "catalogue.read": { accounts: OWNER_AND_MSPS },
  /**
   * Products, services, their prices, bundles, bundle types, category prices, default distributors,
   * imports.
   */
  "catalogue.write": { rule: "editor", accounts: OWNER_AND_MSPS },
  /** Platform reference data every MSP reads: building use, requirements, tax rates, partner prices. */
  "referenceData.write": { rule: "editor", accounts: OWNER_ONLY },
  /** Price rules, reads included: their previews show costs and margins only price editors need. */
  "priceAutomation.manage": { rule: "editor", accounts: OWNER_AND_MSPS, entitlement: "hasPriceAutomation" },

  // Contracts: an MSP feature sold by plan; any MSP user reads them (the quote builder applies them).
  "contracts.read": { accounts: OWNER_AND_MSPS, entitlement: "hasContracts" },
  "contracts.manage": { accounts: OWNER_AND_MSPS, entitlement: "hasContracts", contracts: true },

  // Quotes. The quote's scope then decides: a customer reads its own, a partner those it is a member of.
  "quotes.read": { rule: "quotes" },
  /**
   * The provider's side of a quote: change it, and read what customers and partners do not (versions,
   * costs).
   */
  "quotes.edit": { rule: "quotes", accounts: OWNER_AND_MSPS },
  "quotes.delete": { rule: "sales", accounts: OWNER_AND_MSPS },
  "quotes.applyContract": { rule: "quotes", accounts: OWNER_AND_MSPS, entitlement: "hasContracts" },
  /** Removing what others wrote in a quote's feed (of the quote's own MSP, checked against the row). */
  "quotes.moderate": { rule: "administrator", accounts: OWNER_AND_MSPS },
  /**
   * Approving or rejecting a quote that breaks the guardrails (minimum margin, maximum discount): the
   * manager level of spec §6 (owner, administrator, manager), issue #16 §5.
   */
  "quotes.approve": { group: "middle", accounts: OWNER_AND_MSPS },
  /** The quote defaults and guardrails of the tenant (valid days, payment terms, margin, discount). */
  "quoteSettings.manage": { rule: "administrator", accounts: OWNER_AND_MSPS },
  // Documents (issue #17): templates and the content library; a quote's documents use quotes.read/edit.
  /** Reading templates and sections (the platform's are read by every MSP). */
  "templates.read": { accounts: OWNER_AND_MSPS },
  /** Writing the tenant's own templates, sections and product-service templates. */
  "templates.manage": { rule: "editor", accounts: OWNER_AND_MSPS },
  /** The default template per document type (/settings/documents; Settings > Documents is high level). */
  "documentSettings.manage": { group: "high", accounts: OWNER_AND_MSPS },
  // Orders (issue #18): an MSP feature sold by plan (hasOrderManagementSystem); the quote team works them.
  "orders.read": { rule: "quotes", accounts: OWNER_AND_MSPS, entitlement: "hasOrderManagementSystem" },
  "orders.manage": { rule: "quotes", accounts: OWNER_AND_MSPS, entitlement: "hasOrderManagementSystem" },
  /**
   * A customer's own orders per site, its tracking, and the order's live room (issue #18 §3): any user of the
   * customer account, orders whose account is the customer's, while its MSP's plan has order management (a
   * customer works under its MSP's plan: decision 0013).
   */
  "customerOrders.read": { accounts: ["customer"], entitlement: "hasOrderManagementSystem" },
  /**
   * Working a building's provisioning (tasks, equipment accepted on site, serial numbers): engineering and
   * operations (issue #18 §4); the rest of the quote team reads it with orders.read.
   */
  "provisioning.manage": {
    rule: "engineeringOrOperations",
    accounts: OWNER_AND_MSPS,
    entitlement: "hasOrderManagementSystem",
  },
  /** The digital distributor's search and prices, for the quote builder. */
  "distributor.search": { rule: "quotes", accounts: OWNER_AND_MSPS },
} as const satisfies Record<string, PermissionSpec>;

export type PermissionName = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

export const isPermissionName = (value: string): value is PermissionName => Object.hasOwn(PERMISSIONS, value);

/** What a permission looks at: built from the session on the web and from the principal on the server. */
export type PermissionSubject = Pick<
  AccessContext,
  "accountKind" | "role" | "entitlements" | "canManageContracts"
>;

/**
 * Why a permission is refused, in the order it is checked. The server answers `account` with 404 (the
 * thing does not exist for that kind of account) and the others with 403, each with its own message.
 */
export type PermissionDenial = "account" | "role" | "entitlement" | "contracts";

export type PermissionVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: Exclude<PermissionDenial, "entitlement"> }
  | { readonly allowed: false; readonly reason: "entitlement"; readonly entitlement: EntitlementFlag };

const spec = (name: PermissionName): PermissionSpec => PERMISSIONS[name];

/**
 * Whether a role passes a permission's role requirement, whatever the account. For lists of other users
 * by what their role lets them do; a caller's own access goes through {@link can}.
 */
export function roleMay(name: PermissionName, role: Role | null): boolean {
  const p = spec(name);
  if (p.rule !== undefined) return passesRule(p.rule, role);
  if (p.group !== undefined) return inAccessGroup(p.group, role);
  return true;
}

/** The one check of a permission, for the server's access hook, the use cases and the web. */
export function can(name: PermissionName, subject: PermissionSubject): PermissionVerdict {
  const p = spec(name);
  if (p.accounts !== undefined && !p.accounts.includes(subject.accountKind)) {
    return { allowed: false, reason: "account" };
  }
  if (!roleMay(name, subject.role)) return { allowed: false, reason: "role" };
  if (p.entitlement !== undefined && !hasEntitlements(subject, [p.entitlement])) {
    return { allowed: false, reason: "entitlement", entitlement: p.entitlement };
  }
  const owner = subject.accountKind === "platformOwner";
  if (p.contracts && !owner && subject.canManageContracts !== "yes")
    return { allowed: false, reason: "contracts" };
  return { allowed: true };
}

export const isAllowed = (name: PermissionName, subject: PermissionSubject): boolean =>
  can(name, subject).allowed;

const sameKinds = (a: readonly AccountKind[], b: readonly AccountKind[]): boolean =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/** A permission's expansion in the route listing's words, e.g. "editor SEN/MSP hasPriceAutomation". */
export function describePermission(name: PermissionName): string {
  const p = spec(name);
  const role = p.rule ?? (p.group !== undefined ? `group ${p.group}` : "any role");
  let accounts = "";
  if (p.accounts && sameKinds(p.accounts, OWNER_ONLY)) accounts = "SEN";
  else if (p.accounts && sameKinds(p.accounts, OWNER_AND_MSPS)) accounts = "SEN/MSP";
  else if (p.accounts) accounts = p.accounts.join("|");
  return [role, accounts, p.entitlement ?? "", p.contracts ? "contracts" : ""].filter(Boolean).join(" ");
}
