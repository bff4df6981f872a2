import { Divider, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import type { RecordFormProps } from "../../app/forms/use-record-editor.ts";
import { type ContractFormValues, ZContractForm } from "./contract-form-values.ts";
import { ContractProductsEditor } from "./contract-products-editor.tsx";
import { CONTRACT_TEXTS as T } from "./texts.ts";

export interface ContractFormProps extends RecordFormProps<ContractFormValues> {
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: ContractFormValues;
  /** No Save, no Delete, no changes. */
  readOnly: boolean;
}

/** A contract's name, reference, period and notes, and its agreed prices. */
export function ContractForm(props: ContractFormProps) {
  const { initialValues, readOnly } = props;
  const form = useForm<ContractFormValues>({ initialValues, validate: zodValidate(ZContractForm) });
  useFormBaseline(form, initialValues);

  return (
    <RecordFormFrame form={form} record={props} readOnlyNote={null}>
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={T.contractName} withAsterisk {...form.getInputProps("name")} />
              <TextInput label={T.reference} {...form.getInputProps("reference")} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="date" label={T.startDate} withAsterisk {...form.getInputProps("startsOn")} />
              <TextInput
                type="date"
                label={T.endDate}
                description={T.endDateHelp}
                {...form.getInputProps("endsOn")}
              />
            </SimpleGrid>
            <Textarea label={T.notes} rows={3} {...form.getInputProps("notes")} />
          </Stack>
        </Fieldset>
        <Divider />
        <ContractProductsEditor form={form} readOnly={readOnly} />
      </Stack>
    </RecordFormFrame>
  );
}
