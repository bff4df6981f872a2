import type { TCreateProjectRequest } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountsApi } from "../../api/accounts-api.ts";
import { locationsApi } from "../../api/locations-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type QuoteListParams, quotesApi } from "../../api/quotes-api.ts";

/** Rows per keyset page of a quote list. */
export const QUOTE_PAGE_SIZE = 25;

/** One keyset page of GET /quotes; the previous page stays on screen while the next one loads. */
export function useQuoteList(params: QuoteListParams, enabled = true) {
  const query = { limit: QUOTE_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: queryKeys.quoteList(query),
    queryFn: () => quotesApi.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One quote with everything (GET /quotes/:id). */
export function useQuote(id: string) {
  return useQuery({ queryKey: queryKeys.quote(id), queryFn: () => quotesApi.get(id) });
}

/** The customer named by a /customers/:accountId/... route (shared with the customer view's cache). */
export function useFixedCustomer(accountId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.account(accountId ?? "", "settings"),
    queryFn: () => accountsApi.get(accountId ?? "", { settings: true, redirectOnNotFound: true }),
    enabled: accountId !== undefined,
  });
}

/** The MSP's customers matching a search, for the customer choice of the add form. */
export function useCustomerChoices(q: string, enabled: boolean) {
  const params = { type: "customer" as const, q: q || undefined, limit: 50 };
  return useQuery({
    queryKey: queryKeys.accountList(params),
    queryFn: () => accountsApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The service addresses of a customer (its locations); idle until a customer is chosen. */
export function useServiceAddresses(accountId: string | null) {
  const params = { accountId: accountId ?? "", limit: 100 };
  return useQuery({
    queryKey: queryKeys.locationList(params),
    queryFn: () => locationsApi.list(params),
    enabled: accountId !== null && accountId !== "",
  });
}

/** Creates a quote: by deal name alone (POST /quotes), or from the full form (POST /projects). */
export function useCreateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { quick: boolean; body: TCreateProjectRequest }) =>
      input.quick
        ? quotesApi.create({ accountId: input.body.accountId, dealName: input.body.dealName })
        : quotesApi.createProject(input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.quotes }),
  });
}
