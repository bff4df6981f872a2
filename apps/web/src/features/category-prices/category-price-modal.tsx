import { Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  MESSAGES,
  type TCategory,
  type TCategoryPrice,
  type TCreateCategoryPriceRequest,
  ZCreateCategoryPriceRequest,
} from "@q2c/domain";
import { useMemo } from "react";
import type { CategoryPriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { validateBody } from "../../app/forms/form-helpers.ts";
import { decimalOrNull, withoutNulls } from "../../app/forms/form-values.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
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

const initialOf = (row: TCategoryPrice | null): CategoryPriceValues => ({
  categoryId: row?.categoryId ?? null,
  costPlusPercent: row?.costPlusPercent ?? "",
  hourlyRate: row?.hourlyRate ?? "",
});

interface ChoiceProps {
  categories: readonly TCategory[];
  /** The categories that have a price already (not offered again). */
  priced: ReadonlySet<string>;
}

function CategoryPriceFields({
  form,
  editing,
  categories,
  priced,
}: ChoiceProps & { form: UseFormReturnType<CategoryPriceValues>; editing: TCategoryPrice | null }) {
  const options = useMemo(() => {
    const list = categoryOptions(categories, priced, editing?.categoryId ?? null);
    // A priced category the list no longer shows (hidden, or removed) keeps its name in the choice.
    if (editing && !list.some((o) => o.value === editing.categoryId))
      list.unshift({ value: editing.categoryId, label: editing.categoryName ?? "Unknown category" });
    return list;
  }, [categories, priced, editing]);
  return (
    <>
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
    </>
  );
}

/** Adds a price for a category without one, or edits a category price. */
export function CategoryPriceModal({
  categories,
  priced,
  ...dialog
}: ChoiceProps & RowDialogProps<TCategoryPrice>) {
  const mutations = useCategoryPriceMutations();
  return (
    <RecordModal
      {...dialog}
      addTitle={CATEGORY_PRICE_TEXTS.add}
      editTitle={(row) => `Edit ${row.categoryName ?? "category price"}`}
      label={CATEGORY_PRICE_TEXTS.priceLabel}
      mutations={mutations}
      initialValues={initialOf}
      validate={validate}
      createBody={(values) => withoutNulls(toBody(values)) as TCreateCategoryPriceRequest}
      updateBody={toBody}
    >
      {(form, editing) => (
        <CategoryPriceFields form={form} editing={editing} categories={categories} priced={priced} />
      )}
    </RecordModal>
  );
}
