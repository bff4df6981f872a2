import type {
  TCreateDefaultDistributorRequest,
  TDefaultDistributor,
  TUpdateDefaultDistributorRequest,
} from "@q2c/domain";
import { api } from "./client.ts";

/** PUT /default-distributors/:id; a categoryId sent as null is cleared (the client lists it in nullFields). */
export type DefaultDistributorUpdateBody = Omit<
  TUpdateDefaultDistributorRequest,
  "nullFields" | "categoryId"
> & {
  categoryId?: string | null;
};

const path = (id: string) => `/default-distributors/${encodeURIComponent(id)}`;

/** The signed-in account's default distributors (/settings/distributors), answered whole and in order. */
export const defaultDistributorsApi = {
  list: () => api.get<{ data: TDefaultDistributor[] }>("/default-distributors"),
  create: (body: TCreateDefaultDistributorRequest) =>
    api.post<TDefaultDistributor>("/default-distributors", body),
  update: (id: string, body: DefaultDistributorUpdateBody) => api.put<TDefaultDistributor>(path(id), body),
  remove: (id: string) => api.delete<{ id: string }>(path(id)),
};
