import { Alert } from "@mantine/core";
import { MESSAGES, type ProductOwnership, type TBundleDetail } from "@q2c/domain";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { useRecordEditor } from "../../app/forms/use-record-editor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { categorySelectData, subtreeOf } from "../catalogue/catalogue-categories.ts";
import { BundleForm } from "./bundle-form.tsx";
import { createBodyOf, EMPTY_BUNDLE, formValuesOf, updateBodyOf } from "./bundle-form-values.ts";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundleMutations } from "./use-bundle-mutations.ts";
import { useBundle, useBundleTypes, useCategoryChoices } from "./use-bundles.ts";

export const bundlePath = (b: TBundleDetail) => `/bundles/${encodeURIComponent(b.id)}`;

/**
 * Loads (on /bundles/:id), shows and saves one bundle; a stale save says so and offers a reload. A new
 * bundle starts filed under `?categoryId=` (the category page's Add menu) when that is a category.
 */
export function BundleEditor({ bundleId }: { bundleId?: string }) {
  const ctx = useAccessContext();
  const [params] = useSearchParams();
  const askedCategory = bundleId === undefined ? params.get("categoryId") : null;
  const canWrite = useCan("catalogue.write");
  const bundle = useBundle(bundleId);
  const types = useBundleTypes();
  const categories = useCategoryChoices();
  const current = bundle.data;
  const editor = useRecordEditor({
    current,
    refetch: bundle.refetch,
    mutations: useBundleMutations(),
    title: "Bundle",
    createBody: createBodyOf,
    updateBody: updateBodyOf,
    createdPath: bundlePath,
    backTo: "/bundles",
  });

  const startCategory =
    askedCategory !== null && (categories.data ?? []).some((c) => c.id === askedCategory)
      ? askedCategory
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(
    () => (current ? formValuesOf(current) : { ...EMPTY_BUNDLE, categoryId: startCategory }),
    [current, editor.reloads, startCategory],
  );
  const typeData = useMemo(
    () => (types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
    [types.data],
  );
  const categoryData = useMemo(() => {
    const all = categories.data ?? [];
    const roots = all.filter((c) => c.parentId === null).sort((a, b) => a.position - b.position);
    const data = categorySelectData(roots.flatMap((root) => subtreeOf(all, root.id)));
    const own = current?.categoryId;
    // A category hidden from the menu stays a choice for the bundle filed under it.
    if (own && !data.some((d) => d.value === own)) data.unshift({ value: own, label: own });
    return data;
  }, [categories.data, current?.categoryId]);

  // Drawn once the asked category is known, so the form does not start over when it arrives.
  if ((bundleId !== undefined && bundle.isPending) || (askedCategory !== null && categories.isPending)) {
    return <RecordSkeleton label={BUNDLE_TEXTS.loading} height={320} />;
  }
  if (bundleId !== undefined && !current) {
    return <Alert color="danger">{MESSAGES.bundlesCouldNotBeLoaded}</Alert>;
  }

  const isOwner = ctx.accountKind === "platformOwner";
  const platformBundle = current?.ownership === "platform" && !isOwner;
  const readOnly = platformBundle || !canWrite;
  // The platform's bundles hold platform products only; an MSP's hold its own and the platform's.
  const productOwnership: ProductOwnership =
    isOwner && (!current || current.ownership === "platform") ? "platform" : "all";

  return (
    <BundleForm
      {...editor.formProps}
      initialValues={initialValues}
      bundleTypes={typeData}
      categories={categoryData}
      productOwnership={productOwnership}
      readOnly={readOnly}
      platformBundle={platformBundle}
    />
  );
}
