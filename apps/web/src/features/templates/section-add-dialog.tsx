import { Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DOCUMENT_MESSAGES, type DocumentType, type ProposalSectionType } from "@q2c/domain";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { DOCUMENT_TYPE_OPTIONS, SECTION_TYPE_OPTIONS, TEMPLATE_TEXTS as T } from "./texts.ts";
import { useDocumentSectionMutations } from "./use-document-sections.ts";

interface NewSectionValues {
  title: string;
  sectionType: ProposalSectionType;
  type: DocumentType;
}

export const sectionEditPath = (id: string) => `/tools/templates/section/${encodeURIComponent(id)}/edit`;

function NewSectionForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const { create } = useDocumentSectionMutations();
  const form = useForm<NewSectionValues>({
    initialValues: { title: "", sectionType: "execSummary", type: "proposal" },
    validate: {
      title: (v) => (v.trim() === "" ? DOCUMENT_MESSAGES.nameRequired("Section") : null),
    },
  });
  const save = (values: NewSectionValues) =>
    create.mutate(
      { ...values, title: values.title.trim(), html: "" },
      {
        onSuccess: (section) => {
          notifySuccess(T.sectionTitle);
          onDone();
          // Its text is written on its own page.
          navigate(sectionEditPath(section.id));
        },
        // A name already taken lands on the name.
        onError: (error) => showSaveError(form, error),
      },
    );
  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !create.isPending} />
      <Stack gap="md">
        <TextInput label={T.sectionName} withAsterisk data-autofocus {...form.getInputProps("title")} />
        <Select
          label={T.sectionType}
          data={SECTION_TYPE_OPTIONS}
          allowDeselect={false}
          searchable
          {...form.getInputProps("sectionType")}
        />
        <Select
          label={T.sectionDocumentType}
          data={DOCUMENT_TYPE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("type")}
        />
        <FormModalFooter editing={false} dirty={form.isDirty()} saving={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** Add section: a content-library section's name and types; its text is written on its page next. */
export function SectionAddDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormDialog dialog={opened ? true : null} title={T.addLibrarySection} onClose={onClose}>
      {() => <NewSectionForm onDone={onClose} />}
    </FormDialog>
  );
}
