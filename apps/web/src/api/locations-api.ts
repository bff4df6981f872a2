import type { Page, TCreateLocationRequest, TLocation, TUpdateLocationRequest } from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

export interface LocationListParams extends PageCursor {
  /** Only this account's locations; every location in scope when absent. */
  accountId?: string;
  limit?: number;
}

/** What the form sends; lat/long null clears them (sent as nullFields). */
export type LocationBody = Omit<TCreateLocationRequest, "latitude" | "longitude"> & {
  latitude?: number | null;
  longitude?: number | null;
};
export type LocationUpdateBody = Omit<TUpdateLocationRequest, "latitude" | "longitude" | "nullFields"> & {
  latitude?: number | null;
  longitude?: number | null;
};

const locationPath = (id: string) => `/locations/${encodeURIComponent(id)}`;
// Lists show how many floors and buildings an address has.
const details = { getFloors: true, getBuildings: true } as const;

export const locationsApi = {
  list: ({ accountId, ...params }: LocationListParams = {}) =>
    accountId === undefined
      ? api.get<Page<TLocation>>("/locations", { query: { ...params, ...details } })
      : api.get<Page<TLocation>>(`/accounts/${encodeURIComponent(accountId)}/locations`, {
          query: { ...params, ...details },
        }),
  get: (id: string) => api.get<TLocation>(locationPath(id)),
  create: (body: LocationBody) => api.post<TLocation>("/locations", body),
  /** A stale version resolves to the 409 ApiError, so the editor can reload and say so. */
  update: (id: string, body: LocationUpdateBody) =>
    api.put<TLocation>(locationPath(id), body, { ignore409: true }),
  remove: (id: string) => api.delete<{ id: string }>(locationPath(id)),
};
