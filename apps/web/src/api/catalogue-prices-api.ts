import type {
  Page,
  TCategoryPrice,
  TCreateCategoryPriceRequest,
  TCreateManagedPriceRequest,
  TCreateServicePriceRequest,
  TCreateTargetCompletionRequest,
  TManagedPrice,
  TServicePrice,
  TServiceTemplatesResponse,
  TSetStandardCostPlusRequest,
  TTargetCompletion,
  TUpdateCategoryPriceRequest,
  TUpdateManagedPriceRequest,
  TUpdateServicePriceRequest,
  TUpdateTargetCompletionRequest,
} from "@q2c/domain";
import { api, type QueryValue } from "./client.ts";

/** PUT bodies as sent: a null clears the field (the client moves it into nullFields). */
export type ServicePriceUpdateBody = Omit<TUpdateServicePriceRequest, "nullFields">;
export type ManagedPriceUpdateBody = Omit<TUpdateManagedPriceRequest, "nullFields">;
export type CategoryPriceUpdateBody = Omit<TUpdateCategoryPriceRequest, "nullFields">;
export type ServiceTemplates = TServiceTemplatesResponse["templates"];

/** These lists are short (a service's tiers, one row per category); this bounds a runaway one. */
const MAX_PAGES = 20;

/** Every row of a keyset-paginated list, page after page. */
async function listAll<T extends { id: string }>(path: string, query: Record<string, QueryValue> = {}) {
  const out: T[] = [];
  let startingAfter: string | undefined;
  for (let i = 0; i < MAX_PAGES; i += 1) {
    const page = await api.get<Page<T>>(path, { query: { ...query, limit: 100, startingAfter } });
    out.push(...page.data);
    startingAfter = page.data.at(-1)?.id;
    if (!page.hasMore || startingAfter === undefined) break;
  }
  return out;
}

const enc = encodeURIComponent;
const servicePath = (serviceId: string, child: string, id?: string) =>
  `/services/${enc(serviceId)}/${child}${id === undefined ? "" : `/${enc(id)}`}`;

/** A service's price tiers (GET/POST /services/:serviceId/prices, PUT/DELETE .../:id). */
export const servicePricesApi = {
  list: (serviceId: string) => listAll<TServicePrice>(servicePath(serviceId, "prices")),
  create: (serviceId: string, body: TCreateServicePriceRequest) =>
    api.post<TServicePrice>(servicePath(serviceId, "prices"), body),
  update: (serviceId: string, id: string, body: ServicePriceUpdateBody) =>
    api.put<TServicePrice>(servicePath(serviceId, "prices", id), body),
  remove: (serviceId: string, id: string) => api.delete<{ id: string }>(servicePath(serviceId, "prices", id)),
};

/** A service's target completions (name and days). */
export const targetCompletionsApi = {
  list: (serviceId: string) => listAll<TTargetCompletion>(servicePath(serviceId, "target-completions")),
  create: (serviceId: string, body: TCreateTargetCompletionRequest) =>
    api.post<TTargetCompletion>(servicePath(serviceId, "target-completions"), body),
  update: (serviceId: string, id: string, body: TUpdateTargetCompletionRequest) =>
    api.put<TTargetCompletion>(servicePath(serviceId, "target-completions", id), body),
  remove: (serviceId: string, id: string) =>
    api.delete<{ id: string }>(servicePath(serviceId, "target-completions", id)),
};

/** A service's template sections; PUT replaces the whole set. */
export const serviceTemplatesApi = {
  get: (serviceId: string) => api.get<TServiceTemplatesResponse>(servicePath(serviceId, "templates")),
  save: (serviceId: string, templates: ServiceTemplates) =>
    api.put<TServiceTemplatesResponse>(servicePath(serviceId, "templates"), { templates }),
};

/** Managed-service prices of a type; the platform's list comes along, marked "platform". */
export const managedPricesApi = {
  list: (type: string) => listAll<TManagedPrice>("/managed-prices", { type, getPlatformPrices: true }),
  create: (body: TCreateManagedPriceRequest) => api.post<TManagedPrice>("/managed-prices", body),
  update: (id: string, body: ManagedPriceUpdateBody) =>
    api.put<TManagedPrice>(`/managed-prices/${enc(id)}`, body),
  remove: (id: string) => api.delete<{ id: string }>(`/managed-prices/${enc(id)}`),
};

/** Cost-plus and hourly rate by category, and the standard cost-plus of the account. */
export const categoryPricesApi = {
  list: () => listAll<TCategoryPrice>("/category-prices"),
  create: (body: TCreateCategoryPriceRequest) => api.post<TCategoryPrice>("/category-prices", body),
  update: (id: string, body: CategoryPriceUpdateBody) =>
    api.put<TCategoryPrice>(`/category-prices/${enc(id)}`, body),
  remove: (id: string) => api.delete<{ id: string }>(`/category-prices/${enc(id)}`),
  standardCostPlus: () => api.get<{ standardCostPlusPercent: string }>("/standard-cost-plus"),
  setStandardCostPlus: (body: TSetStandardCostPlusRequest) =>
    api.post<{ standardCostPlusPercent: string }>("/standard-cost-plus", body),
};
