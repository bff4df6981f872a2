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

/** A catalogue item's own text for a document type and template; null while it has none (a 404). */
export function useProductDocumentSection(
  { productId, documentType, templateId }: ProductSectionKey,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.productDocumentSection(productId, documentType, templateId),
    queryFn: async () => {
      try {
        return await productDocumentSectionsApi.get(productId, documentType, templateId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchOnWindowFocus: false,
  });
}

/** PUT (a 409 resolves to its ApiError) and DELETE of that text; each puts the answer in the cache. */
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
      onSuccess: () => client.setQueryData(cacheKey, null),
    }),
  };
}
