import type { TQuoteSettings } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type QuoteSettingsBody, quoteSettingsApi } from "../../api/quote-settings-api.ts";

/**
 * The tenant's quote defaults and guardrails (GET /quote-settings: quotes.edit). Cached for a while: the
 * builder reads them on every quote it opens, and they change rarely (a save here updates the cache).
 */
export function useQuoteSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.quoteSettings,
    queryFn: quoteSettingsApi.get,
    enabled,
    staleTime: 5 * 60_000,
    // A form is built from them: a silent refresh would replace what the user is typing.
    refetchOnWindowFocus: false,
  });
}

/** PUT /quote-settings; resolves a 409 to its ApiError, and a save to the settings now cached. */
export function useSaveQuoteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteSettingsBody) => quoteSettingsApi.update(body),
    onSuccess: (answer) => {
      if (!isApiError(answer)) client.setQueryData<TQuoteSettings>(queryKeys.quoteSettings, answer);
    },
  });
}
