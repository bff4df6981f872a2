import type { TUpdateTemplateRequest } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageCursor } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import {
  type CreateTemplateBody,
  type TemplateListQuery,
  type TemplatePreviewBody,
  templatesApi,
} from "../../api/templates-api.ts";

/** Rows per page of the template lists. */
export const TEMPLATE_PAGE_SIZE = 50;

/** A keyset page of templates (the list pages). */
export function useTemplatePage(query: TemplateListQuery, cursor: PageCursor) {
  const params = { ...query, ...cursor, limit: TEMPLATE_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.templateList(params),
    queryFn: () => templatesApi.page(params),
    placeholderData: keepPreviousData,
  });
}

/** Every readable template matching the query (pick lists). */
export function useTemplateOptions(query: TemplateListQuery = {}, enabled = true) {
  return useQuery({
    queryKey: queryKeys.templateList({ ...query, all: true }),
    queryFn: () => templatesApi.all(query),
    enabled,
  });
}

/** One template with its HTML; idle without an id (an add page). */
export function useTemplate(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.template(id ?? ""),
    queryFn: () => templatesApi.get(id ?? ""),
    enabled: id !== undefined,
    // The editor is built from it: a silent refresh would replace what the user is typing.
    refetchOnWindowFocus: false,
  });
}

/**
 * Writes to templates. Each refreshes the lists; a save puts the answer in the template's cache (so the
 * editor's baseline is the saved text and a later save sends the new version). A deleted template is not
 * fetched again (its 404 would leave for the not-found page).
 */
export function useTemplateMutations() {
  const client = useQueryClient();
  const refreshLists = () =>
    client.invalidateQueries({ queryKey: queryKeys.templates, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    create: useMutation({
      mutationFn: (body: CreateTemplateBody) => templatesApi.create(body),
      onSuccess: refreshLists,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdateTemplateRequest }) =>
        templatesApi.update(id, body),
      onSuccess: (answer, { id }) => {
        if (answer instanceof Error) return;
        client.setQueryData(queryKeys.template(id), answer);
        void refreshLists();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => templatesApi.remove(id),
      onSuccess: (_answer, id) => {
        client.removeQueries({ queryKey: queryKeys.template(id) });
        void refreshLists();
        // A default template that is gone falls back to the platform's.
        void client.invalidateQueries({ queryKey: queryKeys.documentSettings });
      },
    }),
    duplicate: useMutation({
      mutationFn: (id: string) => templatesApi.duplicate(id),
      onSuccess: refreshLists,
    }),
  };
}

export function useTemplatePreview() {
  return useMutation({ mutationFn: (body: TemplatePreviewBody) => templatesApi.preview(body) });
}
