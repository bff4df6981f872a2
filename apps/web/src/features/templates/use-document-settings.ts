import type { TDocumentSettings, TUpdateDocumentSettingRequest } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { documentSettingsApi } from "../../api/templates-api.ts";

/** The default template per document type (GET /document-settings). */
export function useDocumentSettings() {
  return useQuery({
    queryKey: queryKeys.documentSettings,
    queryFn: documentSettingsApi.get,
    refetchOnWindowFocus: false,
  });
}

/** PUT /document-settings, one document type at a time; a 409 resolves to its ApiError. */
export function useSaveDocumentSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateDocumentSettingRequest) => documentSettingsApi.update(body),
    onSuccess: (answer) => {
      if (isApiError(answer)) return;
      client.setQueryData<TDocumentSettings>(queryKeys.documentSettings, (settings) =>
        settings
          ? { items: settings.items.map((i) => (i.documentType === answer.documentType ? answer : i)) }
          : settings,
      );
      // The lists mark the default template.
      void client.invalidateQueries({ queryKey: queryKeys.templates });
    },
  });
}
