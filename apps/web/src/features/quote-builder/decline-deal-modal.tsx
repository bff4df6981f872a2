import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { z } from "zod";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const ZDeclineForm = z.object({
  reason: z.string().trim().min(1, PROJECT_MESSAGES.declineReasonRequired).max(2000),
});

function DeclineForm({ onConfirm, onCancel }: { onConfirm: (reason: string) => void; onCancel: () => void }) {
  const form = useForm({ initialValues: { reason: "" }, validate: zodValidate(ZDeclineForm) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onConfirm(values.reason.trim()))}>
      <Stack gap="md">
        <Textarea
          label={T.declineReason}
          required
          autosize
          minRows={3}
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="danger">
            {T.declineConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Decline deal: the reason is required; confirming declines the quote (POST decline-deal). */
export function DeclineDealModal(props: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={T.declineDeal}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {props.opened ? (
        <DeclineForm
          onCancel={props.onClose}
          onConfirm={(reason) => {
            props.onConfirm(reason);
            props.onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
