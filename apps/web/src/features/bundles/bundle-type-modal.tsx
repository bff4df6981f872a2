import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TBundleType, zRequiredText } from "@q2c/domain";
import { z } from "zod";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";

const ZBundleTypeForm = z.object({ name: zRequiredText("Name", 100) });

/** The name of a new type, or of one being renamed. */
function BundleTypeForm({ dialog, onDone }: { dialog: RowDialog<TBundleType>; onDone: () => void }) {
  const { create, update } = useBundleTypeMutations();
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm({
    initialValues: { name: editing?.name ?? "" },
    validate: zodValidate(ZBundleTypeForm),
  });
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);

  const save = ({ name }: { name: string }) => {
    // A name already taken comes back as a field error on Name.
    const options = saveCallbacks(form, { label: BUNDLE_TEXTS.typeLabel, editing: editing !== null, onDone });
    if (editing) update.mutate({ id: editing.id, body: { name: name.trim() } }, options);
    else create.mutate({ name: name.trim() }, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
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

/** Adds or renames a bundle type. */
export function BundleTypeModal({ dialog, onClose }: RowDialogProps<TBundleType>) {
  const title = dialog?.mode === "edit" ? `Rename ${dialog.row.name}` : BUNDLE_TEXTS.addType;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <BundleTypeForm dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
