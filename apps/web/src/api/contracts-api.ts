import type {
  ContractStatus,
  Page,
  TContract,
  TContractListItem,
  ZCreateContractRequest,
  ZUpdateContractRequest,
} from "@q2c/domain";
import type { z } from "zod";
import type { PageCursor } from "./accounts-api.ts";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

/** GET /contracts (ZContractListQuery): newest first; the server keeps them to the caller's customers. */
export interface ContractListParams extends PageCursor {
  accountId?: string;
  status?: ContractStatus;
  search?: string;
  limit?: number;
}

/** POST /contracts as sent. */
export type ContractCreateBody = z.input<typeof ZCreateContractRequest>;
/** PUT /contracts/:id: endsOn sent as null is cleared (the client lists it in nullFields). */
export type ContractUpdateBody = Omit<z.input<typeof ZUpdateContractRequest>, "endsOn" | "nullFields"> & {
  endsOn?: string | null;
};

const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

export const contractsApi = {
  list: (params: ContractListParams = {}) =>
    api.get<Page<TContractListItem>>("/contracts", {
      query: { ...params, search: params.search?.trim() || undefined },
    }),
  /** A contract that is gone or out of scope leaves for the 404 page, unless the caller shows the error itself. */
  get: (id: string, { redirectOnNotFound = true } = {}) =>
    api.get<TContract>(contractPath(id), { redirectOnNotFound }),
  create: (body: ContractCreateBody) => api.post<TContract>("/contracts", body),
  /** A stale version resolves to the 409 ApiError, so the page can say so and offer a reload. */
  update: (id: string, body: ContractUpdateBody) =>
    api.put<TContract>(contractPath(id), body, { ignore409: true }) as Promise<TContract | ApiError>,
  /** 204: quotes the contract was applied to keep their prices. */
  remove: (id: string) => api.delete<void>(contractPath(id)),
};
