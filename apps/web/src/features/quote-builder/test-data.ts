import type {
  TPricingFigures,
  TProject,
  TProjectBuilding,
  TProjectBundleProduct,
  TProjectChange,
  TProjectLine,
  TProjectLocation,
  TQuoteTotals,
} from "@q2c/domain";

// Fixtures of the quote builder's tests: a quote as GET /projects/:id answers it with every flag.

let n = 0;
export const nextId = () => `0190b000-0000-7000-8000-${String(++n).padStart(12, "0")}`;

export const ZERO_FIGURES: TPricingFigures = {
  oneTimeTotal: "0.00",
  recurringTotals: { monthly: "0.00", quarterly: "0.00", annually: "0.00", annually_3y: "0.00" },
  termTotal: "0.00",
  cost: "0.00",
  softCost: "0.00",
  totalCost: "0.00",
  grossProfit: "0.00",
  grossMargin: null,
  netProfit: "0.00",
  netMargin: null,
  resourceHours: "0",
  totalResourceHours: "0",
  discount: "0.00",
  estimatedSalesTax: "0.00",
  linesWithoutDistributorCost: 0,
};
const ZERO_TOTALS: TQuoteTotals = {
  ...ZERO_FIGURES,
  termMonths: 12,
  range: {
    low: { oneTimeTotal: "0.00", termTotal: "0.00" },
    high: { oneTimeTotal: "0.00", termTotal: "0.00" },
  },
  pricedLineCount: 0,
};

export function line(overrides: Partial<TProjectLine> = {}): TProjectLine {
  return {
    id: nextId(),
    bundleProductId: "",
    productId: null,
    name: "Access point",
    partNumber: "MR46",
    pricingModel: "one_time",
    billingFrequency: null,
    quantity: "2",
    price: "100",
    cost: "60",
    softCost: "0",
    resourceHours: "0.5",
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
      ...ZERO_FIGURES,
      billingPeriods: 1,
      totalUnitCost: "0",
      noDistributorCost: false,
      estimated: false,
      taxRatePercent: "0",
    },
    ...overrides,
  };
}

export function bundleProduct(
  lines: TProjectLine[],
  overrides: Partial<TProjectBundleProduct> = {},
): TProjectBundleProduct {
  const id = overrides.id ?? nextId();
  return {
    id,
    buildingId: "",
    bundleId: null,
    name: "Office Wi-Fi",
    categoryId: null,
    providerLinkId: null,
    manufacturerId: null,
    distributorId: null,
    acceptEquipment: "no",
    ingramPartNumber: "",
    recurringPrice: "0",
    position: 0,
    tasks: { items: [], users: [], start: null, targetCompletion: null, completion: null },
    totals: ZERO_FIGURES,
    lines: lines.map((l, position) => ({ ...l, bundleProductId: id, position })),
    ...overrides,
  };
}

export function building(
  bundleProducts: TProjectBundleProduct[],
  overrides: Partial<TProjectBuilding> = {},
): TProjectBuilding {
  const id = overrides.id ?? nextId();
  return {
    id,
    locationId: "",
    environmentId: null,
    requirements: [],
    occupancy: null,
    name: "Main building",
    position: 0,
    totalPrice: "0",
    recurringPrice: "0",
    discount: "0",
    contractSummary: "",
    totals: ZERO_FIGURES,
    bundleProducts: bundleProducts.map((bp, position) => ({ ...bp, buildingId: id, position })),
    ...overrides,
  };
}

export function location(
  buildings: TProjectBuilding[],
  overrides: Partial<TProjectLocation> = {},
): TProjectLocation {
  const id = overrides.id ?? nextId();
  return {
    id,
    locationId: null,
    name: "Head office",
    country: "US",
    region: "CA",
    locality: "San Francisco",
    position: 0,
    taxRatePercent: "8.625",
    taxRateMissing: false,
    totals: ZERO_FIGURES,
    buildings: buildings.map((b) => ({ ...b, locationId: id })),
    ...overrides,
  };
}

export const CUSTOMER_ID = "0190a000-0000-7000-8000-000000000105";

export function project(locations: TProjectLocation[], overrides: Partial<TProject> = {}): TProject {
  return {
    id: nextId(),
    accountId: CUSTOMER_ID,
    accountName: "Adatum",
    quoteNumber: 1042,
    dealName: "Adatum offices",
    type: "quote",
    status: "discovery",
    stage: "build",
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
    termMonths: 12,
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
    totals: ZERO_TOTALS,
    lineCount: locations.flatMap((l) => l.buildings.flatMap((b) => b.bundleProducts ?? [])).length,
    mspAccount: { id: "0190a000-0000-7000-8000-000000000101", accountName: "Northwind IT" },
    partnerAccount: null,
    watching: false,
    watcherIds: [],
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    version: 3,
    members: [],
    locations,
    addresses: [],
    team: [],
    ...overrides,
  };
}

/** A quote with one location, one building, one bundle product of two lines (one recurring). */
export function simpleQuote(overrides: Partial<TProject> = {}) {
  const ap = line({ name: "Access point", quantity: "2", price: "100", cost: "60" });
  const care = line({
    name: "Wi-Fi care",
    partNumber: "CARE-1",
    pricingModel: "recurring",
    billingFrequency: "monthly",
    quantity: "1",
    price: "30",
    cost: null,
  });
  const bp = bundleProduct([ap, care]);
  const b = building([bp]);
  const l = location([b]);
  const q = project([l], overrides);
  const apLine = q.locations?.[0]?.buildings[0]?.bundleProducts?.[0]?.lines[0] as TProjectLine;
  const careLine = q.locations?.[0]?.buildings[0]?.bundleProducts?.[0]?.lines[1] as TProjectLine;
  return { quote: q, apLine, careLine, buildingId: b.id, bundleProductId: bp.id, locationId: l.id };
}

export const change = (version: number): TProjectChange => ({ version, totals: ZERO_TOTALS });
