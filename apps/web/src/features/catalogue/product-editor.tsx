import { Alert } from "@mantine/core";
import { MESSAGES, type ProductKind, type TProduct } from "@q2c/domain";
import { useMemo } from "react";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { useRecordEditor } from "../../app/forms/use-record-editor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { type CategoryOption, categorySelectData } from "./catalogue-categories.ts";
import { kindInfo } from "./catalogue-kinds.ts";
import { ProductForm } from "./product-form.tsx";
import { createBodyOf, formValuesOf, newProductValues, updateBodyOf } from "./product-form-values.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useCatalogueCategories } from "./use-catalogue-categories.ts";
import { useProductMutations } from "./use-product-mutations.ts";
import { useProduct } from "./use-products.ts";

export interface ProductEditorProps {
  /** The product to show; absent on an add page. */
  productId?: string;
  kind: ProductKind;
  /** The root category: a new product's default category; its subtree is the Category field's choice. */
  rootCategoryId: string;
  subtree: readonly CategoryOption[];
  /** The detail page of a product (where a new one is shown after Create). */
  detailPath: (product: TProduct) => string;
  /** Where Cancel and Delete lead. */
  backTo: string;
}

/** Loads (on a detail page), shows and saves one catalogue item; a stale save says so and offers a reload. */
export function ProductEditor({
  productId,
  kind,
  rootCategoryId,
  subtree,
  detailPath,
  backTo,
}: ProductEditorProps) {
  const ctx = useAccessContext();
  const canWrite = useCan("catalogue.write");
  const product = useProduct(productId);
  const categories = useCatalogueCategories();
  const current = product.data;
  const editor = useRecordEditor({
    current,
    refetch: product.refetch,
    mutations: useProductMutations(),
    title: kindInfo(kind).title,
    createBody: (values) => createBodyOf(values, kind),
    updateBody: updateBodyOf,
    createdPath: detailPath,
    backTo,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(
    () => (current ? formValuesOf(current) : newProductValues(kind, rootCategoryId)),
    [current, kind, rootCategoryId, editor.reloads],
  );
  const categoryData = useMemo(() => {
    const data = categorySelectData(subtree);
    const own = current?.categoryId;
    // A product filed outside this root keeps its category as a choice.
    if (own && !data.some((d) => d.value === own)) {
      const name = categories.data?.find((c) => c.id === own)?.name ?? own;
      data.unshift({ value: own, label: name });
    }
    return data;
  }, [subtree, current?.categoryId, categories.data]);

  if (productId !== undefined && product.isPending) {
    return <RecordSkeleton label={CATALOGUE_TEXTS.loadingProduct} height={360} />;
  }
  if (productId !== undefined && !current) {
    return <Alert color="danger">{MESSAGES.productsCouldNotBeLoaded}</Alert>;
  }

  const platformItem = current?.ownership === "platform" && ctx.accountKind !== "platformOwner";
  const readOnly = platformItem || !canWrite;

  return (
    <ProductForm
      {...editor.formProps}
      kind={kind}
      initialValues={initialValues}
      categories={categoryData}
      readOnly={readOnly}
      platformItem={platformItem}
    />
  );
}
