import type {
  Page,
  ProductKind,
  ProductOwnership,
  TProduct,
  ZCreateProductRequest,
  ZUpdateProductRequest,
} from "@q2c/domain";
import type { z } from "zod";
import { api } from "./client.ts";

export interface ProductListParams {
  /** Category ids (their sub-categories are included by the server). */
  categoryIds?: readonly string[];
  productOwnership?: ProductOwnership;
  kind?: ProductKind;
  status?: "active" | "inactive";
  limit?: number;
  startingAfter?: string;
}

export interface ProductSearchParams {
  term: string;
  /** Only these categories and everything beneath them. */
  categoryIds?: string[];
  productOwnership?: ProductOwnership;
  kind?: ProductKind;
  limit?: number;
}

/** POST /products as sent: fields with a default on the server may be left out. */
export type ProductCreateBody = z.input<typeof ZCreateProductRequest>;
/** PUT /products/:id: a nullable field sent as null is cleared (the client lists it in nullFields). */
export type ProductUpdateBody = z.input<typeof ZUpdateProductRequest>;

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export const productsApi = {
  /** One keyset page (GET /products). */
  list: ({ categoryIds, ...params }: ProductListParams = {}) =>
    api.get<Page<TProduct>>("/products", {
      query: { ...params, categoryIds: categoryIds?.length ? categoryIds.join(",") : undefined },
    }),
  /** GET /products/search; the term needs PRODUCT_SEARCH_MIN characters (the page checks first). */
  search: ({ categoryIds, ...params }: ProductSearchParams) =>
    api.get<{ data: TProduct[] }>("/products/search", {
      query: { ...params, ...(categoryIds?.length ? { categoryIds: categoryIds.join(",") } : {}) },
    }),
  /** A product that is gone or out of scope leaves for the 404 page. */
  get: (id: string) => api.get<TProduct>(productPath(id), { redirectOnNotFound: true }),
  create: (body: ProductCreateBody) => api.post<TProduct>("/products", body),
  /** A stale version resolves to the 409 ApiError, so the page can say so and offer a reload. */
  update: (id: string, body: ProductUpdateBody) =>
    api.put<TProduct>(productPath(id), body, { ignore409: true }),
  remove: (id: string) => api.delete<{ id: string }>(productPath(id)),
};
