import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
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
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import {
  decimalOrNull,
  type RowDialog,
  UnsavedChangesGuard,
  validateBody,
  withoutNulls,
} from "../service-extras/form-support.tsx";
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
    const options = {
      onSuccess: () => {
        notifySuccess(CATEGORY_PRICE_TEXTS.priceLabel, editing ? "updated" : undefined);
        onDone();
      },
      onError: (error: unknown) => showSaveError(form, error),
    };
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving || (editing !== null && !form.isDirty())}>
            {editing ? "Save" : "Add"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a price for a category without one, or edits a category price. */
export function CategoryPriceModal({
  dialog,
  onClose,
  ...rest
}: Omit<FormProps, "dialog" | "onDone"> & { dialog: RowDialog<TCategoryPrice> | null; onClose: () => void }) {
  const title =
    dialog?.mode === "edit"
      ? `Edit ${dialog.row.categoryName ?? "category price"}`
      : CATEGORY_PRICE_TEXTS.add;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
    >
      {dialog ? <CategoryPriceForm dialog={dialog} onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}
