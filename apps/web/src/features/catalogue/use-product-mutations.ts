import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import { type ProductCreateBody, type ProductUpdateBody, productsApi } from "../../api/products-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Writes to products. Each refreshes the product lists and searches; the product itself is updated
 * from the answer, and a deleted one is not fetched again (its 404 would leave for the not-found
 * page while the user is being taken back to the list).
 */
export function useProductMutations() {
  const client = useQueryClient();
  const refreshLists = () =>
    client.invalidateQueries({ queryKey: queryKeys.products, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    create: useMutation({
      mutationFn: (body: ProductCreateBody) => productsApi.create(body),
      onSuccess: refreshLists,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ProductUpdateBody }) => productsApi.update(id, body),
      onSuccess: (answer, { id }) => {
        if (!isApiError(answer)) client.setQueryData(queryKeys.product(id), answer);
        return refreshLists();
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => productsApi.remove(id), onSuccess: refreshLists }),
  };
}
