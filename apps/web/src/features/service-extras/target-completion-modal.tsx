import { NumberInput, TextInput } from "@mantine/core";
import { type TTargetCompletion, ZCreateTargetCompletionRequest } from "@q2c/domain";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { validateBody } from "../../app/forms/form-helpers.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { EXTRAS_TEXTS } from "./texts.ts";
import { useTargetCompletionMutations } from "./use-service-extras.ts";

interface CompletionValues {
  name: string;
  days: number | string;
}

const toBody = (v: CompletionValues) => ({ name: v.name.trim(), days: v.days === "" ? 0 : Number(v.days) });
const validate = validateBody<CompletionValues>(ZCreateTargetCompletionRequest, toBody, { days: "Days" });

/** Adds or edits a target completion of a service. */
export function TargetCompletionModal({
  serviceId,
  ...dialog
}: RowDialogProps<TTargetCompletion> & { serviceId: string }) {
  const mutations = useTargetCompletionMutations(serviceId);
  return (
    <RecordModal
      {...dialog}
      addTitle={EXTRAS_TEXTS.addCompletion}
      editTitle={(row) => `Edit ${row.name}`}
      label={EXTRAS_TEXTS.completionLabel}
      mutations={mutations}
      initialValues={(row): CompletionValues => ({ name: row?.name ?? "", days: row?.days ?? "" })}
      validate={validate}
      createBody={toBody}
      updateBody={toBody}
    >
      {(form) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <NumberInput
            label="Days"
            withAsterisk
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("days")}
          />
        </>
      )}
    </RecordModal>
  );
}
