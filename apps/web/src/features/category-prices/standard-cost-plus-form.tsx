import { Button, Group, Skeleton, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZSetStandardCostPlusRequest } from "@q2c/domain";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { showSaveError, validateBody } from "../../app/forms/form-helpers.ts";
import { CATEGORY_PRICE_TEXTS } from "./texts.ts";
import { useSetStandardCostPlus, useStandardCostPlus } from "./use-category-prices.ts";

interface StandardValues {
  standardCostPlusPercent: string;
}

const toBody = (v: StandardValues) => ({ standardCostPlusPercent: v.standardCostPlusPercent.trim() });
const validate = validateBody<StandardValues>(ZSetStandardCostPlusRequest, toBody, {
  standardCostPlusPercent: CATEGORY_PRICE_TEXTS.standardLabel,
});

function StandardForm({ initial }: { initial: string }) {
  const setStandard = useSetStandardCostPlus();
  const form = useForm<StandardValues>({ initialValues: { standardCostPlusPercent: initial }, validate });
  const saving = setStandard.isPending;
  const save = (values: StandardValues) =>
    setStandard.mutate(toBody(values), {
      onSuccess: (answer) => {
        form.setInitialValues(answer);
        form.setValues(answer);
        notifySuccess(CATEGORY_PRICE_TEXTS.standardTitle, "saved");
      },
      onError: (error) => showSaveError(form, error),
    });
  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label={CATEGORY_PRICE_TEXTS.standardTitle}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Group gap="sm" align="flex-start">
        <TextInput
          label={CATEGORY_PRICE_TEXTS.standardLabel}
          description={CATEGORY_PRICE_TEXTS.standardHint}
          inputMode="decimal"
          autoComplete="off"
          w={280}
          {...form.getInputProps("standardCostPlusPercent")}
        />
        {/* The label's height keeps the button in line with the input, not its description. */}
        <Button type="submit" mt={46} loading={saving} disabled={saving || !form.isDirty()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** The cost-plus used for categories without one of their own; editors change it. */
export function StandardCostPlusForm({ canWrite }: { canWrite: boolean }) {
  const standard = useStandardCostPlus();
  useQueryErrorNotice(standard.error, CATEGORY_PRICE_TEXTS.standardNotLoaded);
  if (standard.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the standard cost-plus">
        <Skeleton height={56} w={280} />
      </div>
    );
  if (standard.isError) return <Text c="dimmed">{CATEGORY_PRICE_TEXTS.standardNotLoaded}</Text>;
  const value = standard.data.standardCostPlusPercent;
  if (!canWrite)
    return (
      <Text>
        {CATEGORY_PRICE_TEXTS.standardLabel}: <strong>{value}%</strong>
      </Text>
    );
  return <StandardForm initial={value} />;
}
