import type { TCreateSectionRequest, TUpdateSectionRequest } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { documentSectionsApi, type SectionListQuery } from "../../api/templates-api.ts";

/** The content library (every readable section, or those of one document type). */
export function useDocumentSections(query: SectionListQuery = {}, enabled = true) {
  return useQuery({
    queryKey: queryKeys.documentSectionList(query),
    queryFn: () => documentSectionsApi.all(query),
    enabled,
  });
}

export function useDocumentSection(id: string) {
  return useQuery({
    queryKey: queryKeys.documentSection(id),
    queryFn: () => documentSectionsApi.get(id),
    refetchOnWindowFocus: false,
  });
}

/** Writes to the content library; each refreshes its lists (and a save the section's own cache). */
export function useDocumentSectionMutations() {
  const client = useQueryClient();
  const refreshLists = () =>
    client.invalidateQueries({
      queryKey: queryKeys.documentSections,
      predicate: (q) => q.queryKey[1] !== "one",
    });
  return {
    create: useMutation({
      mutationFn: (body: TCreateSectionRequest) => documentSectionsApi.create(body),
      onSuccess: refreshLists,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdateSectionRequest }) =>
        documentSectionsApi.update(id, body),
      onSuccess: (answer, { id }) => {
        if (answer instanceof Error) return;
        client.setQueryData(queryKeys.documentSection(id), answer);
        void refreshLists();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => documentSectionsApi.remove(id),
      onSuccess: (_answer, id) => {
        client.removeQueries({ queryKey: queryKeys.documentSection(id) });
        void refreshLists();
      },
    }),
  };
}
