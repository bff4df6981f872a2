import type {
  Page,
  TCreateManufacturerPriceRequest,
  TDistributorSearchResponse,
  TManufacturerPrice,
  TPriceAvailabilityResponse,
  TUpdateManufacturerPriceRequest,
} from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

export interface ManufacturerPriceListParams extends PageCursor {
  manufacturerId?: string;
  accountId?: string;
  limit?: number;
}

/** PUT /manufacturer-prices/:id; a nullable field sent as null is cleared (the client lists it in nullFields). */
export type ManufacturerPriceUpdateBody = Omit<TUpdateManufacturerPriceRequest, "nullFields">;

const manufacturerPricePath = (id: string) => `/manufacturer-prices/${encodeURIComponent(id)}`;

/** The platform owner's manufacturer price agreements (MSPs read them, the owner writes). */
export const manufacturerPricesApi = {
  list: (params: ManufacturerPriceListParams = {}) =>
    api.get<Page<TManufacturerPrice>>("/manufacturer-prices", { query: { ...params } }),
  create: (body: TCreateManufacturerPriceRequest) =>
    api.post<TManufacturerPrice>("/manufacturer-prices", body),
  update: (id: string, body: ManufacturerPriceUpdateBody) =>
    api.put<TManufacturerPrice>(manufacturerPricePath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(manufacturerPricePath(id)),
};

/**
 * The digital distributor's catalogue (GET /distributor/products/search, POST .../price-and-availability):
 * the distributor's buying prices, read live through the server's adapter.
 */
export const distributorCatalogueApi = {
  search: (term: string, limit?: number) =>
    api.get<TDistributorSearchResponse>("/distributor/products/search", { query: { term, limit } }),
  priceAndAvailability: (partNumbers: string[]) =>
    api.post<TPriceAvailabilityResponse>("/distributor/products/price-and-availability", { partNumbers }),
};
