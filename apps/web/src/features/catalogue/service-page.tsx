import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ProductDocumentTexts } from "../templates/product-document-texts.tsx";
import { cataloguePaths } from "./catalogue-kinds.ts";
import { ProductEditor } from "./product-editor.tsx";
import { ProductHeading } from "./product-page.tsx";
import { ServiceExtrasOf } from "./service-extras-of.tsx";
import { useRootCategory } from "./use-catalogue-categories.ts";
import { useProduct } from "./use-products.ts";

/**
 * /assessment-and-design/:rootCategoryId/service/:id and /assessment-and-design/:rootCategoryId/service-add:
 * one assessment or design service, in the form every catalogue kind shares.
 */
export default function ServicePage() {
  const { rootCategoryId = "", id } = useParams();
  const { subtree } = useRootCategory(rootCategoryId);
  const product = useProduct(id);
  // The detail page's crumb is the service's name; the add page's crumbs are fixed.
  usePageTitle(...(id === undefined ? [] : [product.data?.name]));
  return (
    <Stack gap="lg" maw={1100}>
      <ProductHeading kind="service" name={product.data?.name} adding={id === undefined} />
      <ProductEditor
        key={id ?? "new"}
        productId={id}
        kind="service"
        rootCategoryId={rootCategoryId}
        subtree={subtree}
        detailPath={(p) => cataloguePaths.service(rootCategoryId, p.id)}
        backTo={cataloguePaths.assessment}
      />
      {id !== undefined && <ServiceExtrasOf product={product.data} />}
      {id !== undefined && product.data ? <ProductDocumentTexts productId={product.data.id} /> : null}
    </Stack>
  );
}
