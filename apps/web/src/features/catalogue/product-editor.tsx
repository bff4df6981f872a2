import { Alert, Skeleton, Stack } from "@mantine/core";
import { MESSAGES, type ProductKind, passesRule, type TProduct } from "@q2c/domain";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { type CategoryOption, categorySelectData } from "./catalogue-categories.ts";
import { kindInfo } from "./catalogue-kinds.ts";
import { ProductForm, type ProductFormProps } from "./product-form.tsx";
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
  const navigate = useNavigate();
  const ctx = useAccessContext();
  // Leaving after a save or delete waits for a render without the unsaved-changes prompt.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);
  const [conflict, setConflict] = useState(false);
  // A reload resets the form even when the answer equals what is cached (the cache keeps that object).
  const [reloads, setReloads] = useState(0);
  const { create, update, remove } = useProductMutations();
  const product = useProduct(productId);
  const categories = useCatalogueCategories();
  const current = product.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(
    () => (current ? formValuesOf(current) : newProductValues(kind, rootCategoryId)),
    [current, kind, rootCategoryId, reloads],
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
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={CATALOGUE_TEXTS.loadingProduct}>
        <Skeleton height={36} />
        <Skeleton height={360} />
      </Stack>
    );
  }
  if (productId !== undefined && !current) {
    return <Alert color="danger">{MESSAGES.productsCouldNotBeLoaded}</Alert>;
  }

  const platformItem = current?.ownership === "platform" && ctx.accountKind !== "platformOwner";
  const readOnly = platformItem || !passesRule("editor", ctx.role);
  const title = kindInfo(kind).title;

  const save: ProductFormProps["onSubmit"] = (values, form) => {
    if (!current) {
      create.mutate(createBodyOf(values, kind), {
        onSuccess: (created) => {
          notifySuccess(title);
          setLeaveTo(detailPath(created));
        },
        onError: (error) => showSaveError(form, error),
      });
      return;
    }
    update.mutate(
      { id: current.id, body: updateBodyOf(values, current.version) },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            setConflict(true);
            return;
          }
          setConflict(false);
          notifySuccess(title, "updated");
        },
        onError: (error) => showSaveError(form, error),
      },
    );
  };

  const reload = () => {
    void product.refetch().then(() => {
      setConflict(false);
      setReloads((n) => n + 1);
    });
  };

  const deleteProduct = async () => {
    if (!current || !(await confirmDelete({ title: `Delete ${current.name}` }))) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        notifySuccess(title, "deleted");
        setLeaveTo(backTo);
      },
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  return (
    <ProductForm
      kind={kind}
      initialValues={initialValues}
      categories={categoryData}
      isNew={!current}
      readOnly={readOnly}
      platformItem={platformItem}
      saving={create.isPending || update.isPending}
      deleting={remove.isPending}
      leaving={leaveTo !== null}
      conflict={conflict}
      onReload={reload}
      onSubmit={save}
      onCancel={() => navigate(backTo)}
      onDelete={current ? () => void deleteProduct() : undefined}
    />
  );
}
