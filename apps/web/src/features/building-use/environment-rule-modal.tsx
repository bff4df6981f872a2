import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
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
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
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

/** What the dialog does: add a rule to a building use, or edit one of its rules. */
export type RuleDialog = { mode: "add" } | { mode: "edit"; rule: TEnvironmentRule };

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
  dialog: RuleDialog;
  bundles: Choice[];
  requirements: Choice[];
  onDone: () => void;
}

function RuleForm({ environmentId, dialog, bundles, requirements, onDone }: RuleFormProps) {
  const { createRule, updateRule } = useEnvironmentMutations();
  const editing = dialog.mode === "edit" ? dialog.rule : null;
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
    const options = {
      onSuccess: () => {
        notifySuccess(T.ruleTitle, editing ? "updated" : undefined);
        onDone();
      },
      onError: (error: unknown) => showSaveError(form, error),
    };
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

/** Adds or edits a sizing rule; it is saved on its own, apart from the building use's form. */
export function RuleModal(
  props: Omit<RuleFormProps, "dialog" | "onDone"> & { dialog: RuleDialog | null; onClose: () => void },
) {
  const { dialog, onClose, ...rest } = props;
  const title = dialog?.mode === "edit" ? `Edit ${dialog.rule.name}` : T.addRule;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      size="lg"
    >
      {dialog ? <RuleForm {...rest} dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}
