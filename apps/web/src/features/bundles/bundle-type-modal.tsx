import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TBundleType, zRequiredText } from "@q2c/domain";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";

const ZBundleTypeForm = z.object({ name: zRequiredText("Name", 100) });

/** What the dialog does: add a type, or rename one. */
export type BundleTypeDialog = { mode: "add" } | { mode: "rename"; type: TBundleType };

function BundleTypeForm({ dialog, onDone }: { dialog: BundleTypeDialog; onDone: () => void }) {
  const { create, update } = useBundleTypeMutations();
  const editing = dialog.mode === "rename" ? dialog.type : null;
  const form = useForm({
    initialValues: { name: editing?.name ?? "" },
    validate: zodValidate(ZBundleTypeForm),
  });
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);

  const save = ({ name }: { name: string }) => {
    const options = {
      onSuccess: () => {
        notifySuccess(BUNDLE_TEXTS.typeLabel, editing ? "updated" : undefined);
        onDone();
      },
      // A name already taken comes back as a field error on Name.
      onError: (error: unknown) => showSaveError(form, error),
    };
    if (editing) update.mutate({ id: editing.id, body: { name: name.trim() } }, options);
    else create.mutate({ name: name.trim() }, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
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

/** Adds or renames a bundle type. */
export function BundleTypeModal({
  dialog,
  onClose,
}: {
  dialog: BundleTypeDialog | null;
  onClose: () => void;
}) {
  const title = dialog?.mode === "rename" ? `Rename ${dialog.type.name}` : BUNDLE_TEXTS.addType;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
    >
      {dialog ? <BundleTypeForm dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}
