import { Button, Group, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyInfo } from "../../app/feedback/notify.tsx";
import { emptiedBundles, groupableBundle, groupPatches, ungroupPatches } from "./alternatives.ts";
import { AlternativesDialog } from "./alternatives-dialog.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import type { LinePatch } from "./draft-model.ts";
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
  /** The building's bundle products (alternatives stay within one; deletes may empty some). */
  bundleProducts: readonly TProjectBundleProduct[];
  onDone: () => void;
}

/**
 * Bulk edit of the selected lines: price by percent, margin on cost, discount, alternatives (into a
 * good / better / best group, or out of theirs), or delete.
 */
export function BulkEditMenu({ actions, lines, bundleProducts, onDone }: BulkEditMenuProps) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [grouping, setGrouping] = useState<TProjectBundleProduct | null>(null);
  const groupable = groupableBundle(bundleProducts, lines);
  const grouped = lines.filter((l) => l.alternativeGroup !== null);
  const makeAlternatives = (bp: TProjectBundleProduct, group: string) => {
    actions.regroupLines(
      groupPatches(
        bp,
        lines.map((l) => l.id),
        group,
      ),
    );
    setGrouping(null);
    onDone();
  };
  const ungroup = () => {
    const patches = new Map<string, LinePatch>();
    for (const bp of bundleProducts) {
      const ids = grouped.filter((l) => l.bundleProductId === bp.id).map((l) => l.id);
      if (ids.length > 0) for (const [id, p] of ungroupPatches(bp, ids)) patches.set(id, p);
    }
    if (patches.size > 0) actions.regroupLines(patches);
    onDone();
  };
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
    // Bundle products left without a line would stay as empty "… (0)" rows: they go too.
    const emptied = emptiedBundles(bundleProducts, ids);
    const yes = await confirmAction({
      title: T.bulkDelete,
      message:
        emptied.length > 0
          ? T.deleteLinesAndBundlesConfirm(
              ids.length,
              emptied.map((bp) => bp.name),
            )
          : T.deleteLinesConfirm(ids.length),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!yes) return;
    if (emptied.length === 0) actions.deleteLines(ids);
    else {
      const gone = new Set(emptied.map((bp) => bp.id));
      actions.deleteLinesAndBundles(
        lines.filter((l) => !gone.has(l.bundleProductId)).map((l) => l.id),
        [...gone],
      );
    }
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
            <Menu.Item
              disabled={groupable === null}
              onClick={() => setGrouping(groupable)}
              rightSection={
                groupable === null ? (
                  <Text size="xs" c="dimmed">
                    {T.makeAlternativesHint}
                  </Text>
                ) : undefined
              }
            >
              {T.makeAlternatives}
            </Menu.Item>
            <Menu.Item disabled={grouped.length === 0} onClick={ungroup}>
              {T.removeFromGroup}
            </Menu.Item>
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
      <AlternativesDialog bp={grouping} onApply={makeAlternatives} onClose={() => setGrouping(null)} />
    </>
  );
}
