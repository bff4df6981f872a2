import { Alert, Skeleton, Stack } from "@mantine/core";
import { MESSAGES, type ProductOwnership, passesRule, type TBundleDetail } from "@q2c/domain";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { categorySelectData, subtreeOf } from "../catalogue/catalogue-categories.ts";
import { BundleForm, type BundleFormProps } from "./bundle-form.tsx";
import { createBodyOf, EMPTY_BUNDLE, formValuesOf, updateBodyOf } from "./bundle-form-values.ts";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundleMutations } from "./use-bundle-mutations.ts";
import { useBundle, useBundleTypes, useCategoryChoices } from "./use-bundles.ts";

const LIST_PATH = "/bundles";
const TITLE = "Bundle";
export const bundlePath = (b: TBundleDetail) => `/bundles/${encodeURIComponent(b.id)}`;

/** Loads (on /bundles/:id), shows and saves one bundle; a stale save says so and offers a reload. */
export function BundleEditor({ bundleId }: { bundleId?: string }) {
  const navigate = useNavigate();
  const ctx = useAccessContext();
  // Leaving after a save or delete waits for a render without the unsaved-changes prompt.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);
  const [conflict, setConflict] = useState(false);
  // A reload resets the form even when the answer equals what is cached.
  const [reloads, setReloads] = useState(0);
  const { create, update, remove } = useBundleMutations();
  const bundle = useBundle(bundleId);
  const types = useBundleTypes();
  const categories = useCategoryChoices();
  const current = bundle.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(() => (current ? formValuesOf(current) : EMPTY_BUNDLE), [current, reloads]);
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

  if (bundleId !== undefined && bundle.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={BUNDLE_TEXTS.loading}>
        <Skeleton height={36} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (bundleId !== undefined && !current) {
    return <Alert color="danger">{MESSAGES.bundlesCouldNotBeLoaded}</Alert>;
  }

  const isOwner = ctx.accountKind === "platformOwner";
  const platformBundle = current?.ownership === "platform" && !isOwner;
  const readOnly = platformBundle || !passesRule("editor", ctx.role);
  // The platform's bundles hold platform products only; an MSP's hold its own and the platform's.
  const productOwnership: ProductOwnership =
    isOwner && (!current || current.ownership === "platform") ? "platform" : "all";

  const save: BundleFormProps["onSubmit"] = (values, form) => {
    if (!current) {
      create.mutate(createBodyOf(values), {
        onSuccess: (created) => {
          notifySuccess(TITLE);
          setLeaveTo(bundlePath(created));
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
          notifySuccess(TITLE, "updated");
        },
        onError: (error) => showSaveError(form, error),
      },
    );
  };

  const reload = () => {
    void bundle.refetch().then(() => {
      setConflict(false);
      setReloads((n) => n + 1);
    });
  };

  const deleteBundle = async () => {
    if (!current || !(await confirmDelete({ title: `Delete ${current.name}` }))) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        notifySuccess(TITLE, "deleted");
        setLeaveTo(LIST_PATH);
      },
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  return (
    <BundleForm
      initialValues={initialValues}
      bundleTypes={typeData}
      categories={categoryData}
      productOwnership={productOwnership}
      isNew={!current}
      readOnly={readOnly}
      platformBundle={platformBundle}
      saving={create.isPending || update.isPending}
      deleting={remove.isPending}
      leaving={leaveTo !== null}
      conflict={conflict}
      onReload={reload}
      onSubmit={save}
      onCancel={() => navigate(LIST_PATH)}
      onDelete={current ? () => void deleteBundle() : undefined}
    />
  );
}
