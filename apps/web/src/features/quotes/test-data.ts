import type {
  TPricingFigures,
  TProject,
  TProjectBuilding,
  TProjectComment,
  TProjectEvent,
  TProjectLine,
  TProjectListItem,
  TProjectLocation,
  TQuoteTotals,
} from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";
import { CUSTOMER, MSP, MSP_ADMIN, nextId } from "../accounts/test-data.ts";

/** Fixtures of the quote and activity tests. */
export const CUSTOMER_USER = fakeUser({
  id: "0190a000-0000-7000-8000-000000000c01",
  uid: "0190a000-0000-7000-8000-000000000c01",
  email: "user@customer.demo",
  displayName: "Ada Tum",
  accountId: CUSTOMER,
  mspAccountId: MSP,
  accountName: "Adatum Corp",
  accountKind: "customer",
  isCustomer: true,
  isMSP: "no",
});
export { CUSTOMER, MSP, MSP_ADMIN };

export function figures(overrides: Partial<TPricingFigures> = {}): TPricingFigures {
  return {
    oneTimeTotal: "1200.00",
    recurringTotals: { monthly: "100.00", quarterly: "300.00", annually: "1200.00", annually_3y: "3600.00" },
    termTotal: "4800.00",
    cost: "2000.00",
    softCost: "0.00",
    totalCost: "2000.00",
    grossProfit: "2800.00",
    grossMargin: "58.33",
    netProfit: "2800.00",
    netMargin: "58.33",
    resourceHours: "0",
    totalResourceHours: "0",
    discount: "0.00",
    estimatedSalesTax: "75.00",
    linesWithoutDistributorCost: 0,
    ...overrides,
  };
}

export const totals = (overrides: Partial<TQuoteTotals> = {}): TQuoteTotals => ({
  ...figures(),
  termMonths: 36,
  range: {
    low: { oneTimeTotal: "1200.00", termTotal: "4800.00" },
    high: { oneTimeTotal: "1500.00", termTotal: "5100.00" },
  },
  pricedLineCount: 1,
  ...overrides,
});

export function listItem(overrides: Partial<TProjectListItem> = {}): TProjectListItem {
  return {
    id: nextId(),
    accountId: CUSTOMER,
    accountName: "Adatum Corp",
    quoteNumber: 1001,
    dealName: "Adatum office refresh",
    type: "quote",
    status: "discovery",
    stage: "price",
    archived: false,
    sharedAt: null,
    termMonths: 36,
    oneTimeTotal: "1200.00",
    termTotal: "12345.5",
    monthlyRecurring: "309.60",
    grossMargin: "35.20",
    lineCount: 3,
    ownerUserId: null,
    validUntil: "2099-12-31",
    expired: false,
    updatedAt: "2026-03-02T10:00:00.000Z",
    version: 4,
    ...overrides,
  };
}

export function line(overrides: Partial<TProjectLine> = {}): TProjectLine {
  return {
    id: nextId(),
    bundleProductId: "bp",
    productId: null,
    name: "Meraki MR46",
    partNumber: "MR46-HW",
    pricingModel: "one_time",
    billingFrequency: null,
    quantity: "4",
    price: "300.00",
    cost: "200.00",
    softCost: "0",
    resourceHours: "0",
    discount: null,
    taxExempt: false,
    contractProductId: null,
    optional: false,
    alternativeGroup: null,
    chosen: true,
    notes: "",
    position: 0,
    approvedAt: null,
    approvedBy: null,
    figures: {
      ...figures(),
      billingPeriods: 1,
      totalUnitCost: "200",
      noDistributorCost: false,
      estimated: false,
      taxRatePercent: "6.25",
    },
    ...overrides,
  };
}

export function building(overrides: Partial<TProjectBuilding> = {}): TProjectBuilding {
  return {
    id: nextId(),
    locationId: "loc",
    environmentId: null,
    requirements: [],
    occupancy: null,
    name: "Building A",
    position: 0,
    totalPrice: "1200",
    recurringPrice: "100",
    discount: "0",
    contractSummary: "",
    totals: figures(),
    bundleProducts: [],
    ...overrides,
  };
}

export function projectLocation(overrides: Partial<TProjectLocation> = {}): TProjectLocation {
  return {
    id: nextId(),
    locationId: null,
    name: "Boston HQ",
    country: "US",
    region: "MA",
    locality: "Boston",
    position: 0,
    taxRatePercent: "6.25",
    taxRateMissing: false,
    totals: figures(),
    buildings: [],
    ...overrides,
  };
}

export function project(overrides: Partial<TProject> = {}): TProject {
  return {
    id: nextId(),
    accountId: CUSTOMER,
    accountName: "Adatum Corp",
    quoteNumber: 1001,
    dealName: "Adatum office refresh",
    type: "quote",
    status: "discovery",
    stage: "review",
    archived: false,
    archivedAt: null,
    partnerId: null,
    financialPartnerId: null,
    ownerUserId: null,
    ownerName: null,
    contactUserId: null,
    contactName: null,
    quoteDate: "2026-03-01",
    validUntil: "2099-12-31",
    expired: false,
    paymentTerms: "",
    customerNotes: "",
    acceptedAt: null,
    termMonths: 36,
    pricesLocked: false,
    taxRatesAt: null,
    contractSummary: "",
    contract: null,
    payoutSummary: {
      serviceProviderPayoutSummary: { partnerId: null },
      platformPayoutSummary: { partnerId: null },
    },
    declineReason: null,
    declinedAt: null,
    sharedAt: null,
    sharedBy: null,
    sharedByName: null,
    totals: totals(),
    lineCount: 1,
    mspAccount: { id: MSP, accountName: "Northwind IT" },
    partnerAccount: null,
    watching: false,
    watcherIds: [],
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-02T10:00:00.000Z",
    version: 7,
    members: [],
    locations: [],
    team: [],
    ...overrides,
  };
}

export function event(overrides: Partial<TProjectEvent> = {}): TProjectEvent {
  return {
    id: nextId(),
    projectId: "p",
    type: "stage_changed",
    actorUserId: "u-sam",
    actorName: "Sam Sales",
    data: { from: "build", to: "review" },
    likeCount: 0,
    likedByMe: false,
    createdAt: "2026-03-02T10:00:00.000Z",
    ...overrides,
  };
}

export function comment(overrides: Partial<TProjectComment> = {}): TProjectComment {
  return {
    id: nextId(),
    projectId: "p",
    authorUserId: MSP_ADMIN.id,
    authorName: "Ada Admin",
    body: "Customer wants Wi-Fi 7 here.",
    files: [],
    link: null,
    visibility: "internal",
    likeCount: 0,
    likedByMe: false,
    editedAt: null,
    createdAt: "2026-03-02T11:00:00.000Z",
    version: 1,
    ...overrides,
  };
}
