import { ActionIcon, Badge, Box, Checkbox, Group, Radio, Text, VisuallyHidden } from "@mantine/core";
import type { PricedLine, TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import { IconAlertTriangle, IconCheck, IconGripVertical, IconLinkOff, IconTrash } from "@tabler/icons-react";
import { type DragEvent, memo } from "react";
import { confirmAction, confirmDelete } from "../../app/feedback/confirm.tsx";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { ungroupPatches } from "./alternatives.ts";
import { useGridActions, useGridSelection } from "./grid-context.ts";
import { type GridRow, lineIdsOf, movedBy, movedOnto } from "./grid-rows.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const DRAG_TYPE = "application/x-q2c-bundle-product";

/** The tick of a line, or of every line of a bundle product. */
export function SelectCell({ row }: { row: GridRow }) {
  const { selected, toggle } = useGridSelection();
  const { readOnly } = useGridActions();
  if (readOnly) return null;
  if (row.kind === "line") {
    return (
      <Checkbox
        size="xs"
        aria-label={T.selectLine(row.line.name)}
        checked={selected.has(row.line.id)}
        onChange={(event) => toggle([row.line.id], event.currentTarget.checked)}
      />
    );
  }
  const ids = lineIdsOf(row.bp);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      size="xs"
      aria-label={T.selectGroup(row.bp.name)}
      disabled={ids.length === 0}
      checked={ids.length > 0 && count === ids.length}
      indeterminate={count > 0 && count < ids.length}
      onChange={(event) => toggle(ids, event.currentTarget.checked)}
    />
  );
}

/** A bundle product's name: a drag handle and a drop target for reordering (buttons do it by keyboard). */
export const GroupName = memo(function GroupName({ bp }: { bp: TProjectBundleProduct }) {
  const { actions, readOnly, buildingId, bundleIds } = useGridActions();
  const onDrop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAG_TYPE);
    if (!dragged) return;
    event.preventDefault();
    const next = movedOnto(bundleIds, dragged, bp.id);
    if (next.some((id, i) => id !== bundleIds[i])) actions.orderBundleProducts(buildingId, next);
  };
  return (
    <Group
      gap={6}
      wrap="nowrap"
      onDragOver={(event) => {
        if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={readOnly ? undefined : onDrop}
    >
      {readOnly ? null : (
        <Box
          component="span"
          draggable
          title={T.dragOf(bp.name)}
          aria-hidden
          style={{ cursor: "grab", display: "inline-flex" }}
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.setData(DRAG_TYPE, bp.id);
            event.dataTransfer.effectAllowed = "move";
          }}
        >
          <IconGripVertical size={16} />
        </Box>
      )}
      <Text size="sm" fw={700} truncate>
        {bp.name}
      </Text>
      <Text size="xs" c="dimmed">
        ({bp.lines.length})
      </Text>
    </Group>
  );
});

/** A line's name, with the badge of its alternative group (filled and ticked on the chosen line). */
export function LineName({ line }: { line: TProjectLine }) {
  const group = line.alternativeGroup;
  return (
    <Group gap={6} wrap="nowrap" pl="lg">
      <Text size="sm" truncate>
        {line.name}
      </Text>
      {group === null ? null : (
        <Badge
          size="sm"
          radius="sm"
          variant={line.chosen ? "filled" : "outline"}
          leftSection={line.chosen ? <IconCheck size={12} aria-hidden /> : undefined}
          title={T.groupBadge(group, line.chosen)}
          data-alternative-group={group}
          data-chosen={line.chosen ? "true" : "false"}
          style={{ flexShrink: 0, maxWidth: 120 }}
        >
          {group}
          {line.chosen ? <VisuallyHidden>, chosen</VisuallyHidden> : null}
        </Badge>
      )}
    </Group>
  );
}

/** The unit cost; highlighted when no distributor cost exists (domain §5). */
export function CostCell({ line, figures }: { line: TProjectLine; figures: PricedLine | undefined }) {
  const missing = figures?.noDistributorCost ?? line.cost === null;
  if (!missing) return <Text size="sm">{line.cost}</Text>;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      justify="flex-end"
      title={T.noDistributorCost}
      data-no-distributor-cost="true"
    >
      <IconAlertTriangle size={14} color="var(--mantine-color-warning-6)" aria-hidden />
      <Text size="sm" c="warning.9" fw={600}>
        {line.cost ?? "—"}
      </Text>
      <VisuallyHidden>{T.noDistributorCost}</VisuallyHidden>
    </Group>
  );
}

export function OptionalCell({ line }: { line: TProjectLine }) {
  const { actions, readOnly } = useGridActions();
  return (
    <Checkbox
      size="xs"
      aria-label={T.optionalOf(line.name)}
      checked={line.optional}
      disabled={readOnly}
      onChange={(event) => actions.setOptional(line, event.currentTarget.checked)}
    />
  );
}

/** The chosen line of a group of alternatives (a radio: exactly one per group). */
export function ChosenCell({ line, bp }: { line: TProjectLine; bp: TProjectBundleProduct }) {
  const { actions, readOnly } = useGridActions();
  if (line.alternativeGroup === null) return null;
  return (
    <Radio
      size="xs"
      name={`${bp.id}:${line.alternativeGroup}`}
      aria-label={T.chooseOf(line.name)}
      checked={line.chosen}
      disabled={readOnly}
      onChange={() => actions.choose(bp, line)}
    />
  );
}

export function RowActionsCell({ row }: { row: GridRow }) {
  const { actions, readOnly, buildingId, bundleIds } = useGridActions();
  if (readOnly) return null;
  if (row.kind === "bundle") {
    return (
      <MoveRemoveActions
        name={row.bp.name}
        index={row.index}
        count={row.count}
        onMove={(by) => actions.orderBundleProducts(buildingId, movedBy(bundleIds, row.bp.id, by))}
        onRemove={() => {
          void confirmDelete({ title: T.deleteGroup(row.bp.name) }).then((yes) => {
            if (yes) actions.deleteBundleProducts([row.bp.id]);
          });
        }}
      />
    );
  }
  const { line, bp } = row;
  // The last line of a bundle product takes it along: an empty "… (0)" row is of no use.
  const remove = async () => {
    const last = bp.lines.length === 1;
    const yes = last
      ? await confirmAction({
          title: T.deleteLine(line.name),
          message: T.deleteLastLine(line.name, bp.name),
          confirmLabel: T.deleteLineAndBundle,
          danger: true,
        })
      : await confirmDelete({ title: T.deleteLine(line.name) });
    if (!yes) return;
    if (last) actions.deleteBundleProducts([bp.id]);
    else actions.deleteLines([line.id]);
  };
  return (
    <Group gap={2} wrap="nowrap">
      {line.alternativeGroup === null ? null : (
        <ActionIcon
          variant="subtle"
          aria-label={T.removeFromGroupOf(line.name, line.alternativeGroup)}
          title={T.removeFromGroup}
          onClick={() => actions.regroupLines(ungroupPatches(bp, [line.id]))}
        >
          <IconLinkOff size={16} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="danger"
        aria-label={T.deleteLine(line.name)}
        onClick={() => void remove()}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
