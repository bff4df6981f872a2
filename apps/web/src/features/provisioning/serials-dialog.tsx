import { Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PROVISIONING_MESSAGES, type TProvisioningLine, type TProvisioningLoad } from "@q2c/domain";
import { isApiError } from "../../api/api-error.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { unitsOf } from "./provisioning-format.ts";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoadMutations } from "./use-provisioning.ts";

const serialsIn = (text: string): string[] =>
  text
    .split("\n")
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** One line's serial numbers, one per row of the text box (at most one per unit). */
export function SerialsDialog({
  load,
  line,
  onClose,
}: {
  load: TProvisioningLoad;
  line: TProvisioningLine | null;
  onClose: () => void;
}) {
  return (
    <FormDialog dialog={line} title={T.serialsTitle} onClose={onClose}>
      {(l) => <SerialsForm key={l.id} load={load} line={l} onClose={onClose} />}
    </FormDialog>
  );
}

function SerialsForm({
  load,
  line,
  onClose,
}: {
  load: TProvisioningLoad;
  line: TProvisioningLine;
  onClose: () => void;
}) {
  const { assignSerialNumbers } = useLoadMutations(load.orderId, load.id);
  const units = unitsOf(line.quantity);
  const form = useForm({
    initialValues: { serialNumbers: line.serialNumbers.join("\n") },
    validate: {
      serialNumbers: (text) => {
        const serials = serialsIn(text);
        if (serials.length > units) return PROVISIONING_MESSAGES.tooManySerials(units);
        const twice = serials.find((s, i) => serials.indexOf(s) !== i);
        return twice ? PROVISIONING_MESSAGES.duplicateSerial(twice) : null;
      },
    },
  });
  const submit = ({ serialNumbers }: { serialNumbers: string }) =>
    assignSerialNumbers.mutate(
      { version: load.version, lines: [{ orderLineId: line.id, serialNumbers: serialsIn(serialNumbers) }] },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) notifyError(answer, { fallback: T.couldNotSave });
          else notifyDone(T.serialsSaved);
          onClose();
        },
        onError: (error) => {
          // The server names the field per line ("lines.0.serialNumbers"): this form has the one.
          const fields = (error as { fields?: Record<string, string> }).fields ?? {};
          const message = Object.entries(fields).find(([k]) => k.startsWith("lines.0"))?.[1];
          if (message) form.setFieldError("serialNumbers", message);
          else showSaveError(form, error);
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Textarea
          label={T.serialsLabel(line.name, units)}
          description={T.serialsHint}
          rows={Math.min(Math.max(units, 3), 10)}
          data-autofocus
          {...form.getInputProps("serialNumbers")}
        />
        <FormModalFooter
          editing
          dirty={form.isDirty()}
          saving={assignSerialNumbers.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
