import type {
  Page,
  ProductOwnership,
  TBundle,
  TBundleDetail,
  TBundleManufacturer,
  TBundleType,
  ZCreateBundleRequest,
  ZCreateBundleTypeRequest,
  ZUpdateBundleRequest,
  ZUpdateBundleTypeRequest,
} from "@q2c/domain";
import type { z } from "zod";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

export interface BundleListParams {
  bundleTypeId?: string;
  categoryId?: string;
  productOwnership?: ProductOwnership;
  limit?: number;
  startingAfter?: string;
}

/** POST /bundles as sent: fields with a server default may be left out. */
export type BundleCreateBody = z.input<typeof ZCreateBundleRequest>;
/** PUT /bundles/:id: null clears bundleTypeId / categoryId (the client lists them in nullFields). */
export type BundleUpdateBody = Omit<z.input<typeof ZUpdateBundleRequest>, "bundleTypeId" | "categoryId"> & {
  bundleTypeId?: string | null;
  categoryId?: string | null;
};
export type BundleTypeCreateBody = z.input<typeof ZCreateBundleTypeRequest>;
export type BundleTypeUpdateBody = z.input<typeof ZUpdateBundleTypeRequest>;

/** Pages followed by listAll: a pick list of bundles is short, and this bounds a runaway one. */
const LIST_ALL_PAGES = 20;
const bundlePath = (id: string) => `/bundles/${encodeURIComponent(id)}`;
const typePath = (id: string) => `/bundle-types/${encodeURIComponent(id)}`;

export const bundlesApi = {
  /** One keyset page (GET /bundles). */
  list: (params: BundleListParams = {}) => api.get<Page<TBundle>>("/bundles", { query: { ...params } }),
  /** Every bundle matching `params`, page after page (for pick lists). */
  listAll: async (params: Omit<BundleListParams, "limit" | "startingAfter"> = {}): Promise<TBundle[]> => {
    const out: TBundle[] = [];
    let startingAfter: string | undefined;
    for (let i = 0; i < LIST_ALL_PAGES; i += 1) {
      const page = await bundlesApi.list({ ...params, limit: 100, startingAfter });
      out.push(...page.data);
      startingAfter = page.data.at(-1)?.id;
      if (!page.hasMore || startingAfter === undefined) break;
    }
    return out;
  },
  /** A bundle that is gone or out of scope leaves for the 404 page. */
  get: (id: string) => api.get<TBundleDetail>(bundlePath(id), { redirectOnNotFound: true }),
  create: (body: BundleCreateBody) => api.post<TBundleDetail>("/bundles", body),
  /** A stale version resolves to the 409 ApiError, so the page can say so and offer a reload. */
  update: (id: string, body: BundleUpdateBody) =>
    api.put<TBundleDetail>(bundlePath(id), body, { ignore409: true }) as Promise<TBundleDetail | ApiError>,
  remove: (id: string) => api.delete<{ id: string }>(bundlePath(id)),
  manufacturers: (productOwnership: ProductOwnership = "all") =>
    api.get<{ data: TBundleManufacturer[] }>("/bundles/manufacturers", { query: { productOwnership } }),
};

export const bundleTypesApi = {
  list: (productOwnership: ProductOwnership = "all") =>
    api.get<{ data: TBundleType[] }>("/bundle-types", { query: { productOwnership } }),
  create: (body: BundleTypeCreateBody) => api.post<TBundleType>("/bundle-types", body),
  update: (id: string, body: BundleTypeUpdateBody) => api.put<TBundleType>(typePath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(typePath(id)),
};
