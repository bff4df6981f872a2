import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TRequirement, zRequiredText, zText } from "@q2c/domain";
import { z } from "zod";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
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

function RequirementForm({ dialog, onDone }: { dialog: RowDialog<TRequirement>; onDone: () => void }) {
  const { create, update } = useRequirementMutations();
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<RequirementFormValues>({
    initialValues: {
      name: editing?.name ?? "",
      description: editing?.description ?? "",
      metric: editing?.metric ?? "",
      target: editing?.target ?? "",
    },
    validate: zodValidate(ZRequirementForm),
  });
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);

  const save = (values: RequirementFormValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description.trim(),
      metric: values.metric.trim(),
      target: values.target.trim(),
    };
    // A name already taken comes back as a field error on Name.
    const options = saveCallbacks(form, { label: T.requirementTitle, editing: editing !== null, onDone });
    if (editing) update.mutate({ id: editing.id, body }, options);
    else create.mutate(body, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Textarea label="Description" rows={3} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Metric" placeholder="e.g. Signal strength" {...form.getInputProps("metric")} />
          <TextInput label="Target" placeholder="e.g. -67 dBm or better" {...form.getInputProps("target")} />
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

/** Adds or edits a performance requirement. */
export function RequirementModal({ dialog, onClose }: RowDialogProps<TRequirement>) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : T.addRequirement;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <RequirementForm dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
