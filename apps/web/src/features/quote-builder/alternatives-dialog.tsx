import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { TProjectBundleProduct } from "@q2c/domain";
import { useState } from "react";
import { nextGroupName } from "./alternatives.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

function GroupForm({
  bp,
  onApply,
  onCancel,
}: {
  bp: TProjectBundleProduct;
  onApply: (group: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(() => nextGroupName(bp));
  const trimmed = name.trim();
  const valid = trimmed !== "" && trimmed.length <= 60;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply(trimmed);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{T.makeAlternativesHelp}</Text>
        <TextInput
          label={T.groupName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={valid ? undefined : T.groupNameInvalid}
          maxLength={60}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid}>
            {T.bulkApply}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks the name of the good / better / best group the selected lines of `bp` go into. */
export function AlternativesDialog({
  bp,
  onApply,
  onClose,
}: {
  bp: TProjectBundleProduct | null;
  onApply: (bp: TProjectBundleProduct, group: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={bp !== null}
      onClose={onClose}
      title={bp ? T.makeAlternativesTitle(bp.name) : ""}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {bp ? <GroupForm bp={bp} onApply={(group) => onApply(bp, group)} onCancel={onClose} /> : null}
    </Modal>
  );
}
