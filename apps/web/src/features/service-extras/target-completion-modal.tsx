import { NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TTargetCompletion, ZCreateTargetCompletionRequest } from "@q2c/domain";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, validateBody } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
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
    const options = saveCallbacks(form, {
      label: EXTRAS_TEXTS.completionLabel,
      editing: editing !== null,
      onDone,
    });
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

/** Adds or edits a target completion of a service. */
export function TargetCompletionModal({
  serviceId,
  dialog,
  onClose,
}: RowDialogProps<TTargetCompletion> & { serviceId: string }) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : EXTRAS_TEXTS.addCompletion;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <TargetCompletionForm serviceId={serviceId} dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
