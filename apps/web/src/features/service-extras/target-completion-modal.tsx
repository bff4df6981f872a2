import { Button, Group, Modal, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TTargetCompletion, ZCreateTargetCompletionRequest } from "@q2c/domain";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { type RowDialog, UnsavedChangesGuard, validateBody } from "./form-support.tsx";
import { EXTRAS_TEXTS } from "./texts.ts";
import { useTargetCompletionMutations } from "./use-service-extras.ts";

interface CompletionValues {
  name: string;
  days: number | string;
}

const toBody = (v: CompletionValues) => ({ name: v.name.trim(), days: v.days === "" ? 0 : Number(v.days) });
const validate = validateBody<CompletionValues>(ZCreateTargetCompletionRequest, toBody, { days: "Days" });

function TargetCompletionForm({
  serviceId,
  dialog,
  onDone,
}: {
  serviceId: string;
  dialog: RowDialog<TTargetCompletion>;
  onDone: () => void;
}) {
  const { create, update } = useTargetCompletionMutations(serviceId);
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<CompletionValues>({
    initialValues: { name: editing?.name ?? "", days: editing?.days ?? "" },
    validate,
  });
  const saving = create.isPending || update.isPending;

  const save = (values: CompletionValues) => {
    const options = {
      onSuccess: () => {
        notifySuccess(EXTRAS_TEXTS.completionLabel, editing ? "updated" : undefined);
        onDone();
      },
      onError: (error: unknown) => showSaveError(form, error),
    };
    if (editing) update.mutate({ id: editing.id, body: toBody(values) }, options);
    else create.mutate(toBody(values), options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <NumberInput
          label="Days"
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("days")}
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

/** Adds or edits a target completion of a service. */
export function TargetCompletionModal({
  serviceId,
  dialog,
  onClose,
}: {
  serviceId: string;
  dialog: RowDialog<TTargetCompletion> | null;
  onClose: () => void;
}) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : EXTRAS_TEXTS.addCompletion;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
    >
      {dialog ? <TargetCompletionForm serviceId={serviceId} dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}
