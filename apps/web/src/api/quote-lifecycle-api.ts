import type { TProject, TProjectChange, TQuoteSettings, TQuoteTemplate } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountUsersApi } from "./account-users-api.ts";
import type { ApiError } from "./api-error.ts";
import { api, apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// Issue #16 §3-§4: the deliberate stage moves (mark as accepted, reopen, renew), duplicating a quote,
// quote templates, and the tenant's quote defaults the create form starts from. The quote's own writes
// carry its version and resolve a 409 to its ApiError (`ignore409`), as the builder's writes do.

const enc = encodeURIComponent;
const projectPath = (id: string, rest: string) => `/projects/${enc(id)}${rest}`;
const change = (path: string, body: unknown) =>
  api.post<TProjectChange>(path, body, { ignore409: true }) as Promise<TProjectChange | ApiError>;

export const quoteLifecycleApi = {
  /** Marks the quote as accepted (the customer accepted outside the app), with how. */
  accept: (id: string, body: { version: number; reason: string }) => change(projectPath(id, "/accept"), body),
  /** A declined deal back to Build; the reason is optional. */
  reopen: (id: string, body: { version: number; reason?: string }) =>
    change(projectPath(id, "/reopen"), body),
  /** An expired quote dated today and valid for the company's valid days again. */
  renew: (id: string, body: { version: number }) => change(projectPath(id, "/renew"), body),
  /** A new quote in Build with the same sites, buildings, lines and choices. */
  duplicate: (id: string, body: { dealName?: string } = {}) =>
    api.post<TProject>(projectPath(id, "/duplicate"), body),
  templates: () => api.get<TQuoteTemplate[]>("/quote-templates"),
  createTemplate: (body: { projectId: string; name: string; description?: string }) =>
    api.post<TQuoteTemplate>("/quote-templates", body),
  deleteTemplate: (id: string, version: number) =>
    apiRequest<{ id: string }>(`/quote-templates/${enc(id)}`, { method: "DELETE", query: { version } }),
  /** The company's valid days and payment terms (and guardrails), for a new quote's defaults. */
  settings: () => api.get<TQuoteSettings>("/quote-settings"),
};

export const quoteLifecycleKeys = {
  templates: ["quote-templates"] as const,
  settings: ["quote-settings"] as const,
};

/** Users of a customer account shown as contacts (the first 100; a customer has a handful). */
const CONTACTS_PARAMS = { limit: 100 };

/** The users of the customer's account, for the quote's customer contact; idle without a customer. */
export function useCustomerContacts(accountId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.customerUsers(accountId ?? "", CONTACTS_PARAMS),
    queryFn: () => accountUsersApi.list(accountId ?? "", CONTACTS_PARAMS),
    enabled: enabled && Boolean(accountId),
  });
}

export function useQuoteTemplates(enabled = true) {
  return useQuery({
    queryKey: quoteLifecycleKeys.templates,
    queryFn: () => quoteLifecycleApi.templates(),
    enabled,
  });
}

export function useQuoteSettings(enabled = true) {
  return useQuery({
    queryKey: quoteLifecycleKeys.settings,
    queryFn: () => quoteLifecycleApi.settings(),
    enabled,
  });
}

/** Save as template and delete a template; both refresh the list. */
export function useTemplateMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: quoteLifecycleKeys.templates });
  return {
    create: useMutation({ mutationFn: quoteLifecycleApi.createTemplate, onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (t: Pick<TQuoteTemplate, "id" | "version">) =>
        quoteLifecycleApi.deleteTemplate(t.id, t.version),
      onSuccess: refresh,
    }),
  };
}

/** Duplicates a quote; the lists learn of the copy. */
export function useDuplicateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => quoteLifecycleApi.duplicate(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.quotes }),
  });
}
