import { CATALOGUE_KINDS, type ProductKind } from "@q2c/domain";

export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/**
 * The kinds a root category most likely holds, by its rootKind; the Add menu lists these first and
 * then every other kind (an MSP may file anything anywhere). Both spellings of "as a service" occur.
 */
const LIKELY_KINDS: Record<string, readonly ProductKind[]> = {
  product: ["product", "app"],
  installation: ["installation-service"],
  support: ["support-service", "support-plan"],
  isp: ["internet-service"],
  recurring: ["recurring-service"],
  configuration: ["configuration-service"],
  software: ["app", "it-solution"],
  as_a_service: ["it-solution"],
  asAService: ["it-solution"],
  services: ["service"],
};

/** Kinds sold as a subscription: a recurring price billed monthly unless the user says otherwise. */
export const RECURRING_KINDS: readonly ProductKind[] = [
  "recurring-service",
  "it-solution",
  "support-plan",
  "internet-service",
];

/**
 * Whether a root category lists subscriptions: every kind it most likely holds is sold on a recurring
 * price (Recurring Services, Internet Services, As a Service). Its list shows the recurring price and
 * its margin by default (issue #16 §5).
 */
export function listsSubscriptions(rootKind: string | null | undefined): boolean {
  const likely = LIKELY_KINDS[rootKind ?? ""] ?? [];
  return likely.length > 0 && likely.every((kind) => RECURRING_KINDS.includes(kind));
}

/** Every catalogue kind, the likely ones for `rootKind` first (otherwise in the table's order). */
export function kindsForRoot(rootKind: string | null | undefined): CatalogueKind[] {
  const likely = LIKELY_KINDS[rootKind ?? ""] ?? [];
  const first = likely.flatMap((kind) => CATALOGUE_KINDS.filter((k) => k.kind === kind));
  return [...first, ...CATALOGUE_KINDS.filter((k) => !likely.includes(k.kind))];
}

/** How many of kindsForRoot(rootKind) are the likely ones (the menu puts a divider after them). */
export const likelyKindCount = (rootKind: string | null | undefined): number =>
  (LIKELY_KINDS[rootKind ?? ""] ?? []).length;

export function kindInfo(kind: ProductKind): CatalogueKind {
  const info = CATALOGUE_KINDS.find((k) => k.kind === kind);
  if (!info) throw new Error(`Unknown catalogue kind ${kind}`);
  return info;
}

/**
 * The kind of a product page and whether it adds one, read from its path: a detail page has the kind
 * as a segment (/…/support-plan/:id), an add page the add segment (/…/support-plan-add).
 */
export function kindOfPath(pathname: string): { kind: ProductKind; adding: boolean } | null {
  const segments = pathname.split("/").filter(Boolean);
  for (const segment of segments.slice(1)) {
    const detail = CATALOGUE_KINDS.find((k) => k.kind === segment);
    if (detail) return { kind: detail.kind, adding: false };
    const add = CATALOGUE_KINDS.find((k) => k.add === segment);
    if (add) return { kind: add.kind, adding: true };
  }
  return null;
}

const enc = encodeURIComponent;

/** Paths of the catalogue pages under a root category (domain §2). */
export const cataloguePaths = {
  category: (rootId: string) => `/product-category/${enc(rootId)}`,
  detail: (rootId: string, kind: ProductKind, id: string) =>
    `/product-category/${enc(rootId)}/${kind}/${enc(id)}`,
  add: (rootId: string, kind: ProductKind) => `/product-category/${enc(rootId)}/${kindInfo(kind).add}`,
  assessment: "/assessment-and-design",
  service: (rootId: string, id: string) => `/assessment-and-design/${enc(rootId)}/service/${enc(id)}`,
  serviceAdd: (rootId: string) => `/assessment-and-design/${enc(rootId)}/service-add`,
  supportPlans: "/support-plans",
};
