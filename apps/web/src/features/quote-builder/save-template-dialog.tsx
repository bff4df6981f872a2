import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zRequiredText, zText } from "@q2c/domain";
import { z } from "zod";
import { useTemplateMutations } from "../../api/quote-lifecycle-api.ts";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, zodValidate } from "../../app/forms/form-helpers.ts";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";

const ZTemplateForm = z.object({
  name: zRequiredText("Template name", 200),
  description: zText(2000),
});

export const SAVE_TEMPLATE_HELP =
  "The template keeps the quote's sites, buildings, lines and choices; a new quote can start from it.";

function TemplateForm({
  projectId,
  dealName,
  onDone,
}: {
  projectId: string;
  dealName: string;
  onDone: () => void;
}) {
  const { create } = useTemplateMutations();
  const form = useForm({
    initialValues: { name: dealName, description: "" },
    validate: zodValidate(ZTemplateForm),
  });
  const save = (values: { name: string; description: string }) => {
    const description = values.description.trim();
    create.mutate(
      { projectId, name: values.name.trim(), ...(description ? { description } : {}) },
      saveCallbacks(form, { label: L.templateSaved, editing: false, onDone }),
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !create.isPending} />
      <Stack gap="md">
        <Text size="sm">{SAVE_TEMPLATE_HELP}</Text>
        <TextInput
          label={L.templateName}
          withAsterisk
          maxLength={200}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Textarea
          label={L.templateDescription}
          rows={2}
          resize="vertical"
          maxLength={2000}
          {...form.getInputProps("description")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {L.saveTemplate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Save as template (POST /quote-templates): a name (taken names are refused on the field) and a description. */
export function SaveTemplateDialog(props: {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  dealName: string;
}) {
  return (
    <FormDialog dialog={props.opened ? true : null} title={L.saveTemplate} onClose={props.onClose}>
      {() => <TemplateForm projectId={props.projectId} dealName={props.dealName} onDone={props.onClose} />}
    </FormDialog>
  );
}
