import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { z } from "zod";
import { type ConfirmOptions, confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import type { WriteCallbacks } from "./builder-actions.ts";

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What happens, above the field. */
  intro: string;
  label: string;
  /** Message of an empty reason; none when the reason may be left out. */
  requiredMessage?: string;
  submitLabel: string;
  danger?: boolean;
  /** Asked once the reason is valid, before anything is sent. */
  confirm?: ConfirmOptions;
  /** Said once the write is answered. */
  doneMessage: string;
  /** Sends the write; the callbacks say how it went. */
  onSubmit: (reason: string, callbacks: WriteCallbacks) => void;
}

function ReasonForm(props: ReasonDialogProps) {
  const [saving, setSaving] = useState(false);
  const schema = z.object({
    reason: props.requiredMessage
      ? z.string().trim().min(1, props.requiredMessage).max(2000)
      : z.string().trim().max(2000),
  });
  const form = useForm({ initialValues: { reason: "" }, validate: zodValidate(schema) });
  const submit = async ({ reason }: { reason: string }) => {
    if (props.confirm && !(await confirmAction(props.confirm))) return;
    setSaving(true);
    props.onSubmit(reason.trim(), {
      onDone: () => {
        notifyDone(props.doneMessage);
        props.onClose();
      },
      onError: (error) => {
        setSaving(false);
        showSaveError(form, error);
      },
      // The builder's conflict notice offers Reload and Re-apply; this dialog has nothing more to do.
      onConflict: props.onClose,
    });
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <Text size="sm">{props.intro}</Text>
        <Textarea
          label={props.label}
          required={props.requiredMessage !== undefined}
          rows={3}
          resize="vertical"
          maxLength={2000}
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" color={props.danger ? "danger" : undefined} loading={saving}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A reason and one action on the quote (mark as accepted, reopen): the reason checked, the question asked
 * when there is one, then the write; the dialog closes once it is answered, and keeps a refusal on the
 * field.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {props.opened ? <ReasonForm {...props} /> : null}
    </Modal>
  );
}
