import { Alert, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { queryKeys } from "../../api/query-keys.ts";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { ExportProductsButton } from "../product-import/export-products-button.tsx";
import { ImportProductsButton } from "../product-import/import-products-button.tsx";
import { AddProductMenu } from "./add-product-menu.tsx";
import { cataloguePaths, listsSubscriptions } from "./catalogue-kinds.ts";
import { ProductList } from "./product-list.tsx";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useRootCategory } from "./use-catalogue-categories.ts";

/** /product-category/:rootCategoryId: the products of a root category and its sub-categories. */
export default function ProductCategoryPage() {
  const { rootCategoryId = "" } = useParams();
  const { query, root, subtree } = useRootCategory(rootCategoryId);
  const canWrite = useCan("catalogue.write");
  const client = useQueryClient();
  usePageTitle(root?.name);

  if (query.isSuccess && !root) {
    return <Alert color="danger">{CATALOGUE_TEXTS.categoryNotFound}</Alert>;
  }

  // Import and export: the CSV buttons of the product-import feature, for this category.
  const importExportSlot = canWrite ? (
    <>
      <ImportProductsButton
        onImported={() => void client.invalidateQueries({ queryKey: queryKeys.products })}
      />
      <ExportProductsButton categoryId={rootCategoryId} />
    </>
  ) : (
    <ExportProductsButton categoryId={rootCategoryId} />
  );
  const recurring = listsSubscriptions(root?.rootKind);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {root?.name ?? "\u00a0"}
      </Title>
      <ProductList
        // A new root starts with fresh filters (and a list of subscriptions with its own columns).
        key={`${rootCategoryId}:${recurring}`}
        tableId={recurring ? "catalogue.subscriptions" : "catalogue.products"}
        recurring={recurring}
        rootCategoryId={rootCategoryId}
        subtree={subtree}
        openPath={(p) => cataloguePaths.detail(rootCategoryId, p.kind, p.id)}
        actions={
          <>
            {importExportSlot}
            {canWrite ? <AddProductMenu rootId={rootCategoryId} rootKind={root?.rootKind} /> : null}
          </>
        }
      />
    </Stack>
  );
}
