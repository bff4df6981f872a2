import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TRequirement, zRequiredText, zText } from "@q2c/domain";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
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

/** What the dialog does: add a requirement, or edit one. */
export type RequirementDialog = { mode: "add" } | { mode: "edit"; requirement: TRequirement };

function RequirementForm({ dialog, onDone }: { dialog: RequirementDialog; onDone: () => void }) {
  const { create, update } = useRequirementMutations();
  const editing = dialog.mode === "edit" ? dialog.requirement : null;
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
    const options = {
      onSuccess: () => {
        notifySuccess(T.requirementTitle, editing ? "updated" : undefined);
        onDone();
      },
      // A name already taken comes back as a field error on Name.
      onError: (error: unknown) => showSaveError(form, error),
    };
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

/** Adds or edits a performance requirement. */
export function RequirementModal({
  dialog,
  onClose,
}: {
  dialog: RequirementDialog | null;
  onClose: () => void;
}) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.requirement.name}` : T.addRequirement;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
    >
      {dialog ? <RequirementForm dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}
