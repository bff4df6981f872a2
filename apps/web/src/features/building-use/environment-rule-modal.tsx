import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  MESSAGES,
  RULE_BASES,
  type RuleBasis,
  type TEnvironmentRule,
  zPositiveQuantity,
  zRequiredText,
} from "@q2c/domain";
import { z } from "zod";
import type { EnvironmentRuleBody, EnvironmentRuleUpdateBody } from "../../api/building-use-api.ts";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordModal, type SaveMutation } from "../../app/forms/record-modal.tsx";
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

/**
 * A building use's rule writes in the shape RecordModal sends (a rule's id and body): the building use's
 * id goes along in every call.
 */
function useRuleWrites(environmentId: string) {
  const { createRule, updateRule } = useEnvironmentMutations();
  const create: SaveMutation<EnvironmentRuleBody> = {
    isPending: createRule.isPending,
    mutate: (body, options) => createRule.mutate({ id: environmentId, body }, options),
  };
  const update: SaveMutation<{ id: string; body: EnvironmentRuleUpdateBody }> = {
    isPending: updateRule.isPending,
    mutate: ({ id, body }, options) => updateRule.mutate({ id: environmentId, ruleId: id, body }, options),
  };
  return { create, update };
}

const fieldsOf = (values: RuleFormValues) => ({
  name: values.name.trim(),
  basis: values.basis,
  perUnits: String(values.perUnits).trim(),
  quantity: String(values.quantity).trim(),
});

/** A new rule leaves out the bundle and requirement it has none of. */
const createBody = (values: RuleFormValues): EnvironmentRuleBody => ({
  ...fieldsOf(values),
  ...(values.bundleId ? { bundleId: values.bundleId } : {}),
  ...(values.requirementId ? { requirementId: values.requirementId } : {}),
});

/** A changed rule sends both, null clearing one. */
const updateBody = (values: RuleFormValues): EnvironmentRuleUpdateBody => ({
  ...fieldsOf(values),
  bundleId: values.bundleId,
  requirementId: values.requirementId,
});

interface ChoiceProps {
  /** The platform bundles and the requirements a rule may name. */
  bundles: Choice[];
  requirements: Choice[];
}

function RuleFields({
  form,
  editing,
  bundles,
  requirements,
}: ChoiceProps & { form: UseFormReturnType<RuleFormValues>; editing: TEnvironmentRule | null }) {
  return (
    <>
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
    </>
  );
}

/** Adds or edits a sizing rule; it is saved on its own, apart from the building use's form. */
export function RuleModal({
  environmentId,
  bundles,
  requirements,
  ...dialog
}: ChoiceProps & RowDialogProps<TEnvironmentRule> & { environmentId: string }) {
  const mutations = useRuleWrites(environmentId);
  return (
    <RecordModal
      {...dialog}
      size="lg"
      addTitle={T.addRule}
      editTitle={(row) => `Edit ${row.name}`}
      label={T.ruleTitle}
      mutations={mutations}
      initialValues={valuesOf}
      validate={zodValidate(ZRuleForm)}
      createBody={createBody}
      updateBody={updateBody}
    >
      {(form, editing) => (
        <RuleFields form={form} editing={editing} bundles={bundles} requirements={requirements} />
      )}
    </RecordModal>
  );
}
