import type { TAccount, TAccountDetail, TCategory, TLocation, TOutboxMail, TUserSummary } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";

/** Fixtures of the account, customer, location, category and mail pages' tests. */
export const PLATFORM = "0190a000-0000-7000-8000-000000000001";
export const MSP = "0190a000-0000-7000-8000-000000000101";
export const CUSTOMER = "0190a000-0000-7000-8000-000000000105";

export const OWNER = fakeUser({
  email: "owner@platform.demo",
  accountId: PLATFORM,
  mspAccountId: PLATFORM,
  accountName: "Platform",
  accountKind: "platformOwner",
  role: "owner",
  userRole: "owner",
  roles: ["owner"],
  isMSP: "no",
});
export const MSP_ADMIN = fakeUser({ accountId: MSP, mspAccountId: MSP, accountName: "Northwind IT" });

let n = 0;
export const nextId = () => `0190a000-0000-7000-8000-${String(500 + ++n).padStart(12, "0")}`;

export function account(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: nextId(),
    tenantId: MSP,
    parentId: PLATFORM,
    accountName: "Northwind IT",
    companyType: "service_provider",
    kind: "msp_expert",
    isMSP: "yes",
    isSpLink: "no",
    isIsp: "no",
    isFinancial: "no",
    isDistributor: "no",
    isContractor: "no",
    isManufacturer: "no",
    brandable: false,
    brandFlag: "no",
    teamPlan: "no",
    canManageContracts: "yes",
    onboardingStep: -1,
    squareLogo: null,
    crmId: null,
    status: "active",
    version: 2,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

export const customer = (overrides: Partial<TAccount> = {}): TAccount =>
  account({
    accountName: "Adatum Corp",
    companyType: "customer",
    kind: "customer",
    isMSP: "no",
    parentId: MSP,
    ...overrides,
  });

export const detail = (a: TAccount, extra: Partial<TAccountDetail> = {}): TAccountDetail => ({
  ...a,
  companyDetails: {},
  ...extra,
});

export function user(overrides: Partial<TUserSummary> = {}): TUserSummary {
  return {
    id: nextId(),
    accountId: CUSTOMER,
    email: "ada@adatum.example",
    firstName: "Ada",
    lastName: "Tum",
    displayName: "Ada Tum",
    phone: null,
    photoURL: null,
    role: "administrator",
    status: "online",
    active: true,
    pending: false,
    mfaEnabled: false,
    teams: [],
    version: 1,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

export function location(overrides: Partial<TLocation> = {}): TLocation {
  return {
    id: nextId(),
    accountId: CUSTOMER,
    name: "Adatum HQ",
    address1: "1 Main Street",
    address2: "",
    city: "Boston",
    state: "MA",
    zip: "02108",
    country: "US",
    latitude: null,
    longitude: null,
    version: 3,
    createdAt: "2026-01-02T10:00:00.000Z",
    floors: [],
    buildings: [],
    ...overrides,
  };
}

export function category(overrides: Partial<TCategory> = {}): TCategory {
  return {
    id: nextId(),
    parentId: null,
    name: "Products",
    parent: null,
    showInMenu: "yes",
    rootKind: null,
    position: 0,
    ...overrides,
  };
}

export function mail(overrides: Partial<TOutboxMail> = {}): TOutboxMail {
  return {
    id: nextId(),
    to: "nia@example.com",
    subject: "You are invited",
    text: "Hello Nia,\nOpen http://localhost/register/abc",
    html: null,
    transport: "outbox",
    error: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

export const page = <T>(data: T[], hasMore = false) => ({ data, hasMore });

/** Notifications live in a store outside React; each test starts without any. */

/** The query string of a recorded call as an object. */
export const queryOf = (path: string) => Object.fromEntries(new URLSearchParams(path.split("?")[1] ?? ""));
