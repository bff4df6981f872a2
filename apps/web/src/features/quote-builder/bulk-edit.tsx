import { Button, Group, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { TProjectLine } from "@q2c/domain";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyInfo } from "../../app/feedback/notify.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { type BulkChange, bulkPatches } from "./line-inputs.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

type Kind = BulkChange["kind"];

const LABELS: Record<Kind, { title: string; field: string; min: number; max: number }> = {
  percent: { title: T.bulkPercent, field: T.bulkPercentLabel, min: -100, max: 1000 },
  margin: { title: T.bulkMargin, field: T.bulkMarginLabel, min: 0, max: 99.99 },
  discount: { title: T.bulkDiscount, field: T.bulkDiscountLabel, min: 0, max: 100 },
};
const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;

function BulkForm({
  kind,
  onApply,
  onCancel,
}: {
  kind: Kind;
  onApply: (v: string) => void;
  onCancel: () => void;
}) {
  const spec = LABELS[kind];
  const [value, setValue] = useState("");
  const n = Number(value);
  const valid = PERCENT.test(value.trim()) && n >= spec.min && n <= spec.max;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply(value.trim());
      }}
    >
      <Stack gap="md">
        <TextInput
          label={spec.field}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={value !== "" && !valid ? `${spec.min} to ${spec.max}` : undefined}
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

export interface BulkEditMenuProps {
  actions: BuilderActions;
  /** The selected lines, as the draft holds them. */
  lines: readonly TProjectLine[];
  onDone: () => void;
}

/** Bulk edit of the selected lines: price by percent, margin on cost, discount, or delete. */
export function BulkEditMenu({ actions, lines, onDone }: BulkEditMenuProps) {
  const [kind, setKind] = useState<Kind | null>(null);
  const apply = (value: string) => {
    if (kind === null) return;
    const { patches, withoutCost } = bulkPatches(lines, { kind, percent: value });
    if (patches.size > 0) actions.editLines(patches);
    if (withoutCost > 0) notifyInfo(undefined, T.bulkNoCost(withoutCost));
    setKind(null);
    onDone();
  };
  const remove = async () => {
    const ids = lines.map((l) => l.id);
    const yes = await confirmAction({
      title: T.bulkDelete,
      message: T.deleteLinesConfirm(ids.length),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!yes) return;
    actions.deleteLines(ids);
    onDone();
  };
  return (
    <>
      <Group gap={6}>
        <Text size="xs" fw={600}>
          {T.selected(lines.length)}
        </Text>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />}>
              {T.bulkEdit}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setKind("percent")}>{T.bulkPercent}</Menu.Item>
            <Menu.Item onClick={() => setKind("margin")}>{T.bulkMargin}</Menu.Item>
            <Menu.Item onClick={() => setKind("discount")}>{T.bulkDiscount}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="danger" onClick={() => void remove()}>
              {T.bulkDelete}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal
        opened={kind !== null}
        onClose={() => setKind(null)}
        title={kind ? LABELS[kind].title : ""}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {kind ? <BulkForm kind={kind} onApply={apply} onCancel={() => setKind(null)} /> : null}
      </Modal>
    </>
  );
}
