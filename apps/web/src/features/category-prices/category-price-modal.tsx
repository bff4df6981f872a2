import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  MESSAGES,
  type TCategory,
  type TCategoryPrice,
  type TCreateCategoryPriceRequest,
  ZCreateCategoryPriceRequest,
} from "@q2c/domain";
import { useMemo } from "react";
import type { CategoryPriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, validateBody } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { decimalOrNull, withoutNulls } from "../../app/forms/form-values.ts";
import { categoryOptions } from "./category-options.ts";
import { CATEGORY_PRICE_TEXTS } from "./texts.ts";
import { useCategoryPriceMutations } from "./use-category-prices.ts";

interface CategoryPriceValues {
  categoryId: string | null;
  costPlusPercent: string;
  hourlyRate: string;
}

const toBody = (v: CategoryPriceValues): CategoryPriceUpdateBody => ({
  categoryId: v.categoryId ?? "",
  costPlusPercent: v.costPlusPercent.trim(),
  hourlyRate: decimalOrNull(v.hourlyRate),
});

const validate = validateBody<CategoryPriceValues>(ZCreateCategoryPriceRequest, toBody, {
  categoryId: "Category",
  costPlusPercent: "Cost-plus",
});

interface FormProps {
  dialog: RowDialog<TCategoryPrice>;
  categories: readonly TCategory[];
  priced: ReadonlySet<string>;
  onDone: () => void;
}

function CategoryPriceForm({ dialog, categories, priced, onDone }: FormProps) {
  const { create, update } = useCategoryPriceMutations();
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<CategoryPriceValues>({
    initialValues: {
      categoryId: editing?.categoryId ?? null,
      costPlusPercent: editing?.costPlusPercent ?? "",
      hourlyRate: editing?.hourlyRate ?? "",
    },
    validate,
  });
  const options = useMemo(() => {
    const list = categoryOptions(categories, priced, editing?.categoryId ?? null);
    // A priced category the list no longer shows (hidden, or removed) keeps its name in the choice.
    if (editing && !list.some((o) => o.value === editing.categoryId))
      list.unshift({ value: editing.categoryId, label: editing.categoryName ?? "Unknown category" });
    return list;
  }, [categories, priced, editing]);
  const saving = create.isPending || update.isPending;

  const save = (values: CategoryPriceValues) => {
    const options = saveCallbacks(form, {
      label: CATEGORY_PRICE_TEXTS.priceLabel,
      editing: editing !== null,
      onDone,
    });
    const body = toBody(values);
    if (editing) update.mutate({ id: editing.id, body }, options);
    else create.mutate(withoutNulls(body) as TCreateCategoryPriceRequest, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        <Select
          label="Category"
          withAsterisk
          data-autofocus
          data={options}
          searchable
          nothingFoundMessage={MESSAGES.noResultsFound}
          placeholder={options.length === 0 ? CATEGORY_PRICE_TEXTS.allPriced : "Choose a category"}
          {...form.getInputProps("categoryId")}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Cost-plus (%)"
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps("costPlusPercent")}
          />
          <TextInput
            label="Hourly rate"
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps("hourlyRate")}
          />
        </SimpleGrid>
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={saving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Adds a price for a category without one, or edits a category price. */
export function CategoryPriceModal({
  dialog,
  onClose,
  ...rest
}: Omit<FormProps, "dialog" | "onDone"> & RowDialogProps<TCategoryPrice>) {
  const title =
    dialog?.mode === "edit"
      ? `Edit ${dialog.row.categoryName ?? "category price"}`
      : CATEGORY_PRICE_TEXTS.add;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <CategoryPriceForm dialog={d} onDone={onClose} {...rest} />}
    </FormDialog>
  );
}
