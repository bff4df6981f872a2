import type { DocumentType, TPutProductDocumentSectionRequest } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { productDocumentSectionsApi } from "../../api/templates-api.ts";

export interface ProductSectionKey {
  productId: string;
  documentType: DocumentType;
  templateId: string;
}

/**
 * The text of a catalogue item that documents of this type and template print now: the company's own for
 * the template, else its own for every template, else the platform's; null when none is written.
 */
export function useProductDocumentSection(
  { productId, documentType, templateId }: ProductSectionKey,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.productDocumentSection(productId, documentType, templateId),
    queryFn: () => productDocumentSectionsApi.get(productId, documentType, templateId),
    enabled,
    refetchOnWindowFocus: false,
  });
}

/** PUT (a 409 resolves to its ApiError) and DELETE of the company's own text for the item and template. */
export function useProductDocumentSectionMutations(key: ProductSectionKey) {
  const client = useQueryClient();
  const cacheKey = queryKeys.productDocumentSection(key.productId, key.documentType, key.templateId);
  return {
    put: useMutation({
      mutationFn: (body: TPutProductDocumentSectionRequest) =>
        productDocumentSectionsApi.put(key.productId, key.documentType, body),
      onSuccess: (answer) => {
        if (!isApiError(answer)) client.setQueryData(cacheKey, answer);
      },
    }),
    remove: useMutation({
      mutationFn: () => productDocumentSectionsApi.remove(key.productId, key.documentType, key.templateId),
      // What documents print instead (a text for every template, the platform's) is read again.
      onSuccess: () => client.invalidateQueries({ queryKey: cacheKey }),
    }),
  };
}
