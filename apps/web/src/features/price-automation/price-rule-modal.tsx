import { Select, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  automationPrice,
  MESSAGES,
  type PriceRuleMethod,
  type PriceRuleRounding,
  type PriceRuleTarget,
  priceRuleErrors,
  type TPriceRule,
  ZCreatePriceRuleRequest,
} from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { parentOptions } from "../categories/category-tree-model.ts";
import { METHOD_LABELS, ROUNDING_LABELS, selectData, TARGET_LABELS } from "./texts.ts";
import { usePriceRuleMutations, useRuleManufacturers } from "./use-price-automation.ts";

interface RuleFormValues {
  name: string;
  target: PriceRuleTarget;
  categoryId: string | null;
  manufacturerId: string | null;
  method: PriceRuleMethod;
  percent: string;
  rounding: PriceRuleRounding;
  active: boolean;
}

const EXAMPLE_COST = "100";

/** "A product costing 100.00 gets 125.00": the rule worked through once, while the user types. */
function examplePrice(values: RuleFormValues): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(values.percent.trim())) return null;
  if (priceRuleErrors({ ...values, percent: values.percent.trim() }).percent) return null;
  return automationPrice(EXAMPLE_COST, { ...values, percent: values.percent.trim() });
}

/** The body of a save: only the reference the rule's target uses. */
function ruleBody(values: RuleFormValues) {
  return {
    name: values.name.trim(),
    target: values.target,
    method: values.method,
    percent: values.percent.trim(),
    rounding: values.rounding,
    active: values.active,
    ...(values.target === "category" && values.categoryId ? { categoryId: values.categoryId } : {}),
    ...(values.target === "manufacturer" && values.manufacturerId
      ? { manufacturerId: values.manufacturerId }
      : {}),
  };
}

const initialOf = (row: TPriceRule | null): RuleFormValues =>
  row
    ? {
        name: row.name,
        target: row.target,
        categoryId: row.categoryId,
        manufacturerId: row.manufacturerId,
        method: row.method,
        percent: row.percent,
        rounding: row.rounding,
        active: row.active,
      }
    : {
        name: "",
        target: "category",
        categoryId: null,
        manufacturerId: null,
        method: "cost_plus",
        percent: "",
        rounding: "none",
        active: true,
      };

function RuleFields({
  form,
  editing,
}: {
  form: UseFormReturnType<RuleFormValues>;
  editing: TPriceRule | null;
}) {
  const categories = useQuery({
    queryKey: queryKeys.categoryTree(false),
    queryFn: () => categoriesApi.all(false),
    enabled: form.values.target === "category",
  });
  const manufacturers = useRuleManufacturers();
  const categoryData = useMemo(() => parentOptions(categories.data ?? [], new Set()), [categories.data]);
  const manufacturerData = useMemo(() => {
    const list = (manufacturers.data ?? []).map((m) => ({ value: m.id, label: m.name }));
    // A rule may name a manufacturer none of whose products is left; keep it choosable.
    if (editing?.manufacturerId && !list.some((m) => m.value === editing.manufacturerId)) {
      list.push({ value: editing.manufacturerId, label: editing.manufacturerName ?? editing.manufacturerId });
    }
    return list;
  }, [manufacturers.data, editing]);
  const example = examplePrice(form.values);

  return (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
      <Select
        label="Applies to"
        data={selectData(TARGET_LABELS)}
        allowDeselect={false}
        {...form.getInputProps("target")}
      />
      {form.values.target === "category" ? (
        <Select
          label="Category"
          withAsterisk
          searchable
          data={categoryData}
          disabled={categories.isPending}
          placeholder={categories.isPending ? MESSAGES.loading : "Choose a category"}
          nothingFoundMessage={MESSAGES.noResultsFound}
          {...form.getInputProps("categoryId")}
        />
      ) : null}
      {form.values.target === "manufacturer" ? (
        <Select
          label="Manufacturer"
          withAsterisk
          searchable
          data={manufacturerData}
          description="Manufacturers of your own products"
          placeholder={manufacturers.isPending ? MESSAGES.loading : "Choose a manufacturer"}
          nothingFoundMessage={MESSAGES.noResultsFound}
          {...form.getInputProps("manufacturerId")}
        />
      ) : null}
      <Select
        label="Method"
        data={selectData(METHOD_LABELS)}
        allowDeselect={false}
        {...form.getInputProps("method")}
      />
      <TextInput
        label={form.values.method === "cost_plus" ? "Mark-up (%)" : "Margin (%)"}
        withAsterisk
        inputMode="decimal"
        description={
          form.values.method === "cost_plus"
            ? "Added to the cost: 0 to 1000, up to 2 decimals"
            : "Share of the price that is profit: 0 to less than 100, up to 2 decimals"
        }
        {...form.getInputProps("percent")}
      />
      <Select
        label="Rounding"
        data={selectData(ROUNDING_LABELS)}
        allowDeselect={false}
        {...form.getInputProps("rounding")}
      />
      <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
      {example ? (
        <Text size="sm" c="dimmed">
          Example: a product costing 100.00 would be priced at {example}.
        </Text>
      ) : null}
    </>
  );
}

/** Adds or edits a price rule; `onSaved` lets the page drop a preview the change made stale. */
export function PriceRuleModal({ onSaved, ...dialog }: RowDialogProps<TPriceRule> & { onSaved: () => void }) {
  const mutations = usePriceRuleMutations();
  return (
    <RecordModal
      {...dialog}
      addTitle="Add price rule"
      editTitle={(row) => `Edit ${row.name}`}
      label="Price rule"
      mutations={mutations}
      initialValues={initialOf}
      validate={zodValidate(ZCreatePriceRuleRequest)}
      createBody={ruleBody}
      updateBody={(values, row) => ({ ...ruleBody(values), version: row.version })}
      onSaved={onSaved}
    >
      {(form, editing) => <RuleFields form={form} editing={editing} />}
    </RecordModal>
  );
}
