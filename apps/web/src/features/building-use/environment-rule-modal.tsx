import { NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  MESSAGES,
  RULE_BASES,
  type RuleBasis,
  type TEnvironmentRule,
  zPositiveQuantity,
  zRequiredText,
} from "@q2c/domain";
import { z } from "zod";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { BASIS_LABELS, BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironmentMutations } from "./use-building-use.ts";

type Choice = { value: string; label: string };

interface RuleFormValues {
  name: string;
  basis: RuleBasis;
  perUnits: number | string;
  quantity: number | string;
  bundleId: string | null;
  requirementId: string | null;
}

const ZRuleForm = z.object({
  name: zRequiredText("Name", 200),
  basis: z.enum(RULE_BASES),
  perUnits: zPositiveQuantity,
  quantity: zPositiveQuantity,
});
const BASIS_DATA = RULE_BASES.map((b) => ({ value: b, label: BASIS_LABELS[b] }));

const valuesOf = (rule: TEnvironmentRule | null): RuleFormValues =>
  rule
    ? {
        name: rule.name,
        basis: rule.basis,
        perUnits: rule.perUnits,
        quantity: rule.quantity,
        bundleId: rule.bundleId,
        requirementId: rule.requirementId,
      }
    : { name: "", basis: "building", perUnits: 1, quantity: 1, bundleId: null, requirementId: null };

/** A choice list that keeps the rule's own pick when it is no longer offered (deleted meanwhile). */
const withCurrent = (choices: Choice[], ref: { id: string; name: string } | null | undefined) =>
  ref && !choices.some((c) => c.value === ref.id)
    ? [{ value: ref.id, label: ref.name }, ...choices]
    : choices;

interface RuleFormProps {
  environmentId: string;
  /** Add a rule to the building use, or edit one of its rules. */
  dialog: RowDialog<TEnvironmentRule>;
  bundles: Choice[];
  requirements: Choice[];
  onDone: () => void;
}

function RuleForm({ environmentId, dialog, bundles, requirements, onDone }: RuleFormProps) {
  const { createRule, updateRule } = useEnvironmentMutations();
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<RuleFormValues>({
    initialValues: valuesOf(editing),
    validate: zodValidate(ZRuleForm),
  });
  const saving = createRule.isPending || updateRule.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);

  const save = (values: RuleFormValues) => {
    const fields = {
      name: values.name.trim(),
      basis: values.basis,
      perUnits: String(values.perUnits).trim(),
      quantity: String(values.quantity).trim(),
    };
    const options = saveCallbacks(form, { label: T.ruleTitle, editing: editing !== null, onDone });
    if (editing) {
      const body = { ...fields, bundleId: values.bundleId, requirementId: values.requirementId };
      updateRule.mutate({ id: environmentId, ruleId: editing.id, body }, options);
      return;
    }
    const body = {
      ...fields,
      ...(values.bundleId ? { bundleId: values.bundleId } : {}),
      ...(values.requirementId ? { requirementId: values.requirementId } : {}),
    };
    createRule.mutate({ id: environmentId, body }, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Basis" data={BASIS_DATA} allowDeselect={false} {...form.getInputProps("basis")} />
          <NumberInput
            label="Per units"
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            {...form.getInputProps("perUnits")}
          />
          <NumberInput
            label="Quantity"
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            {...form.getInputProps("quantity")}
          />
        </SimpleGrid>
        <Select
          label="Bundle"
          placeholder="None"
          data={withCurrent(bundles, editing?.bundle)}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noResultsFound}
          {...form.getInputProps("bundleId")}
        />
        <Select
          label="Requirement"
          placeholder="None"
          data={withCurrent(requirements, editing?.requirement)}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noResultsFound}
          {...form.getInputProps("requirementId")}
        />
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

/** Adds or edits a sizing rule; it is saved on its own, apart from the building use's form. */
export function RuleModal(
  props: Omit<RuleFormProps, "dialog" | "onDone"> & RowDialogProps<TEnvironmentRule>,
) {
  const { dialog, onClose, ...rest } = props;
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : T.addRule;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose} size="lg">
      {(d) => <RuleForm {...rest} dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
