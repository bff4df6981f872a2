import type {
  Page,
  TAccount,
  TAccountDetail,
  TBomImportReport,
  TPhases,
  TPricingTable,
  TProject,
  TProjectChange,
  TProjectGetQuery,
  TProjectLocation,
  TProjectVersion,
  TSuggestedBundles,
  TVersionDiff,
  ZBulkCreateBundleProductsRequest,
  ZBulkPositionRequest,
  ZBulkPriceRequest,
  ZBulkUpdateBundleProductsRequest,
  ZBulkUpdateLinesRequest,
  ZBundlePositionsRequest,
  ZCreateLineRequest,
  ZNewProjectLocation,
  ZOneSkuProductsRequest,
  ZProjectLocationUpdate,
  ZUpdateBundleProductRequest,
  ZUpdateLineRequest,
  ZUpdateProjectRequest,
} from "@q2c/domain";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApiError } from "./api-error.ts";
import { api, apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// The quote builder's calls (issue #4, brief "API paths"): the project with its flags, its stages,
// locations, lines, bundle products, BOM import and versions. Every write of the quote's contents
// carries the version read and resolves a 409 to its ApiError (`ignore409`), so the builder can offer
// Reload and Re-apply instead of failing.

/** A write of the quote: its answer, or the 409 (stale version) as a value. */
export type Change = Promise<TProjectChange | ApiError>;

type Flag = keyof TProjectGetQuery;
export type ProjectFlags = Partial<Record<Flag, boolean>>;
export type ProjectUpdateQuery = Partial<
  Record<"updateBuildings" | "updateTaxRates" | "clearAgreements" | "lockPrices", boolean>
>;

export type ProjectUpdateBody = z.input<typeof ZUpdateProjectRequest>;
export type NewLocationBody = z.input<typeof ZNewProjectLocation> & { version: number };
export type LocationUpdateBody = z.input<typeof ZProjectLocationUpdate>;
export type CreateLineBody = z.input<typeof ZCreateLineRequest>;
export type UpdateLineBody = z.input<typeof ZUpdateLineRequest>;
export type BulkUpdateLinesBody = z.input<typeof ZBulkUpdateLinesRequest>;
export type IdsBody = { version: number; ids: string[] };
export type OneSkuBody = z.input<typeof ZOneSkuProductsRequest>;
export type BundlePositionsBody = z.input<typeof ZBundlePositionsRequest>;
export type UpdateBundleProductBody = z.input<typeof ZUpdateBundleProductRequest>;
export type BulkCreateBundleProductsBody = z.input<typeof ZBulkCreateBundleProductsRequest>;
export type BulkUpdateBundleProductsBody = z.input<typeof ZBulkUpdateBundleProductsRequest>;
export type BulkPositionBody = z.input<typeof ZBulkPositionRequest>;
export type BulkPriceBody = z.input<typeof ZBulkPriceRequest>;

/** What the builder page reads (domain §4): the project with its locations, lines, members and team. */
export const BUILDER_FLAGS: ProjectFlags = {
  getLocations: true,
  getProjectLocationBundleProducts: true,
  getMembers: true,
  getTeam: true,
};

const enc = encodeURIComponent;
const projectPath = (id: string, rest = "") => `/projects/${enc(id)}${rest}`;
const linesPath = (id: string) => projectPath(id, "/project-location-products");
const bundleBulkPath = (id: string, rest = "") => projectPath(id, `/bundle-products/bulk${rest}`);
const versionsPath = (id: string, rest = "") => projectPath(id, `/versions${rest}`);
const flagsQuery = (flags: ProjectFlags | ProjectUpdateQuery) =>
  Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, v ? "true" : "false"]));
const opts = { ignore409: true } as const;
/** The contract answers these lists as arrays; a `{ data }` page is read the same. */
type ListOf<T> = T[] | { data: T[] };
const itemsOfList = <T>(answer: ListOf<T>): T[] => (Array.isArray(answer) ? answer : answer.data);
const put = (path: string, body: unknown, query?: Record<string, string>) =>
  api.put<TProjectChange>(path, body, { ...opts, query }) as Change;
const post = (path: string, body: unknown) => api.post<TProjectChange>(path, body, opts) as Change;
const patch = (path: string, body: unknown) => api.patch<TProjectChange>(path, body, opts) as Change;
/** DELETE with a JSON body (the bulk deletes take ZIdsRequest). */
const deleteWith = (path: string, body?: unknown, query?: Record<string, string | number>) =>
  apiRequest<TProjectChange>(path, { method: "DELETE", body, query, ignore409: true }) as Change;

export const projectBuilderApi = {
  /** A quote that is gone or out of scope leaves for the 404 page. */
  get: (id: string, flags: ProjectFlags = BUILDER_FLAGS) =>
    api.get<TProject>(projectPath(id), { query: flagsQuery(flags), redirectOnNotFound: true }),
  update: (id: string, body: ProjectUpdateBody, query: ProjectUpdateQuery = {}) =>
    put(projectPath(id), body, flagsQuery(query)),
  phases: (id: string) => api.get<TPhases>(projectPath(id, "/phases")),
  movePhase: (id: string, body: { version: number; stage: string }) => put(projectPath(id, "/phases"), body),
  /** Shares the quote with its customer (its users then list and open it); unshare takes it back. */
  share: (id: string, version: number) => post(projectPath(id, "/share"), { version }),
  unshare: (id: string, version: number) => deleteWith(projectPath(id, "/share"), undefined, { version }),
  locations: (id: string) =>
    api.get<ListOf<TProjectLocation>>(projectPath(id, "/locations")).then(itemsOfList),
  createLocation: (id: string, body: NewLocationBody) => post(projectPath(id, "/locations"), body),
  updateLocation: (id: string, locationId: string, body: LocationUpdateBody) =>
    put(projectPath(id, `/locations/${enc(locationId)}`), body),
  deleteLocation: (id: string, locationId: string, version: number) =>
    deleteWith(projectPath(id, `/locations/${enc(locationId)}`), undefined, { version }),
  createLine: (id: string, body: CreateLineBody) => post(linesPath(id), body),
  updateLine: (id: string, lineId: string, body: UpdateLineBody) =>
    put(`${linesPath(id)}/${enc(lineId)}`, body),
  deleteLine: (id: string, lineId: string, version: number) =>
    deleteWith(`${linesPath(id)}/${enc(lineId)}`, undefined, { version }),
  /** Nested nulls (discount: null clears it) travel as they are; only top-level ones become nullFields. */
  updateLines: (id: string, body: BulkUpdateLinesBody) => put(linesPath(id), body),
  deleteLines: (id: string, body: IdsBody) => deleteWith(linesPath(id), body),
  approveLines: (id: string, body: IdsBody) => post(`${linesPath(id)}/approve`, body),
  oneSkuProducts: (id: string, body: OneSkuBody) => put(projectPath(id, "/location-one-sku-products"), body),
  bundlePositions: (id: string, body: BundlePositionsBody) =>
    put(projectPath(id, "/project-location-bundle-products/positions"), body),
  updateBundleProduct: (id: string, bundleProductId: string, body: UpdateBundleProductBody) =>
    put(projectPath(id, `/location-bundles/${enc(bundleProductId)}`), body),
  createBundleProducts: (id: string, body: BulkCreateBundleProductsBody) => post(bundleBulkPath(id), body),
  /** What the building's Building Use suggests; floors and area given override the service address's. */
  suggestedBundles: (id: string, buildingId: string, given: { areaSqft?: number; floors?: number } = {}) =>
    api.get<TSuggestedBundles>(projectPath(id, `/buildings/${enc(buildingId)}/suggested-bundles`), {
      query: Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)])),
    }),
  updateBundleProducts: (id: string, body: BulkUpdateBundleProductsBody) => put(bundleBulkPath(id), body),
  positionBundleProducts: (id: string, body: BulkPositionBody) => put(bundleBulkPath(id, "/position"), body),
  priceBundleProducts: (id: string, body: BulkPriceBody) => patch(bundleBulkPath(id, "/price"), body),
  deleteBundleProducts: (id: string, body: IdsBody) => deleteWith(bundleBulkPath(id), body),
  /** A CSV file as multipart `file`; answers the per-row report (its version is the quote's new one). */
  importBom: (id: string, buildingId: string, version: number, file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.put<TBomImportReport>(projectPath(id, `/buildings/${enc(buildingId)}/import-bom`), form, {
      ...opts,
      query: { version },
    }) as Promise<TBomImportReport | ApiError>;
  },
  generateTable: (id: string) => api.get<TPricingTable>(projectPath(id, "/generate-table")),
  versions: (id: string) => api.get<ListOf<TProjectVersion>>(versionsPath(id)).then(itemsOfList),
  createVersion: (id: string, body: { name: string }) => api.post<TProjectVersion>(versionsPath(id), body),
  renameVersion: (id: string, versionId: string, body: { version: number; name: string }) =>
    api.put<TProjectVersion>(versionsPath(id, `/${enc(versionId)}`), body, opts) as Promise<
      TProjectVersion | ApiError
    >,
  compareVersions: (id: string, from: string, to: string) =>
    api.get<TVersionDiff>(versionsPath(id, "/compare"), { query: { from, to } }),
  restoreVersion: (id: string, versionId: string, version: number) =>
    post(versionsPath(id, `/${enc(versionId)}/restore`), { version }),
  /** The agreed prices of the customer's contract onto the quote's lines of its products. */
  applyContract: (id: string, body: { version: number; contractId: string }) =>
    post(projectPath(id, "/apply-contract"), body),
  /** Provider-link accounts (partners); a customer may be refused, which is not a reason to leave. */
  linkPartners: () =>
    api.get<Page<TAccount>>("/accounts", { query: { type: "link", limit: 100 }, ignore403: true }),
  memberAccount: (accountId: string) =>
    api.get<TAccountDetail>(`/accounts/${enc(accountId)}`, { ignore403: true }),
};

/** Keys of the builder's reads; everything of one quote sits under projectBuilderKeys.project(id). */
export const projectBuilderKeys = {
  all: ["projects"] as const,
  project: (id: string) => ["projects", "one", id] as const,
  builder: (id: string) => ["projects", "one", id, "builder"] as const,
  phases: (id: string) => ["projects", "one", id, "phases"] as const,
  locations: (id: string) => ["projects", "one", id, "locations"] as const,
  table: (id: string) => ["projects", "one", id, "generate-table"] as const,
  versions: (id: string) => ["projects", "one", id, "versions"] as const,
  compare: (id: string, from: string, to: string) => ["projects", "one", id, "versions", from, to] as const,
};

export function usePhases(id: string, enabled = true) {
  return useQuery({
    queryKey: projectBuilderKeys.phases(id),
    queryFn: () => projectBuilderApi.phases(id),
    enabled,
  });
}

export function useProjectLocations(id: string, enabled = true) {
  return useQuery({
    queryKey: projectBuilderKeys.locations(id),
    queryFn: () => projectBuilderApi.locations(id),
    enabled,
  });
}

export function usePricingTable(id: string, enabled = true) {
  return useQuery({
    queryKey: projectBuilderKeys.table(id),
    queryFn: () => projectBuilderApi.generateTable(id),
    enabled,
  });
}

export function useProjectVersions(id: string, enabled = true) {
  return useQuery({
    queryKey: projectBuilderKeys.versions(id),
    queryFn: () => projectBuilderApi.versions(id),
    enabled,
  });
}

/** The diff of two versions ("current" is the quote as it stands); idle until both are chosen. */
export function useVersionCompare(id: string, from: string | null, to: string | null) {
  return useQuery({
    queryKey: projectBuilderKeys.compare(id, from ?? "", to ?? ""),
    queryFn: () => projectBuilderApi.compareVersions(id, from ?? "", to ?? ""),
    enabled: from !== null && to !== null && from !== to,
    // "current" moves with every edit.
    staleTime: 0,
  });
}

/** Named versions: create and rename refresh the list; restore is a change of the quote (the store's). */
export function useVersionMutations(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: projectBuilderKeys.versions(id) });
  return {
    create: useMutation({
      mutationFn: (name: string) => projectBuilderApi.createVersion(id, { name }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: (input: { versionId: string; version: number; name: string }) =>
        projectBuilderApi.renameVersion(id, input.versionId, { version: input.version, name: input.name }),
      onSuccess: refresh,
    }),
  };
}

/** Provider-link accounts, read after the project (domain §4). */
export function useLinkPartners(enabled: boolean) {
  const params = { type: "link", limit: 100 };
  return useQuery({
    queryKey: queryKeys.accountList(params),
    queryFn: () => projectBuilderApi.linkPartners(),
    enabled,
  });
}

/** The member accounts of the quote (domain §4: only for the owner or an MSP, with members and buildings). */
export function useMemberAccounts(accountIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: accountIds.map((accountId) => ({
      queryKey: queryKeys.account(accountId, "member"),
      queryFn: () => projectBuilderApi.memberAccount(accountId),
      enabled,
    })),
  });
}
