import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { type TRequirement, zRequiredText, zText } from "@q2c/domain";
import { z } from "zod";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useRequirementMutations } from "./use-building-use.ts";

interface RequirementFormValues {
  name: string;
  description: string;
  metric: string;
  target: string;
}

const ZRequirementForm = z.object({
  name: zRequiredText("Name", 200),
  description: zText(5000),
  metric: zText(200),
  target: zText(200),
});

const toBody = (values: RequirementFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  metric: values.metric.trim(),
  target: values.target.trim(),
});

/** Adds or edits a performance requirement. */
export function RequirementModal(props: RowDialogProps<TRequirement>) {
  const mutations = useRequirementMutations();
  return (
    <RecordModal
      {...props}
      addTitle={T.addRequirement}
      editTitle={(row) => `Edit ${row.name}`}
      label={T.requirementTitle}
      mutations={mutations}
      initialValues={(row): RequirementFormValues => ({
        name: row?.name ?? "",
        description: row?.description ?? "",
        metric: row?.metric ?? "",
        target: row?.target ?? "",
      })}
      validate={zodValidate(ZRequirementForm)}
      createBody={toBody}
      updateBody={toBody}
    >
      {(form) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <Textarea label="Description" rows={3} {...form.getInputProps("description")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Metric" placeholder="e.g. Signal strength" {...form.getInputProps("metric")} />
            <TextInput
              label="Target"
              placeholder="e.g. -67 dBm or better"
              {...form.getInputProps("target")}
            />
          </SimpleGrid>
        </>
      )}
    </RecordModal>
  );
}
