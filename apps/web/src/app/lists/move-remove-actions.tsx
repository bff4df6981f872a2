import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import type { ReactElement } from "react";

export interface MoveRemoveActionsProps {
  /** The row's name in the buttons' accessible labels: "Move <name> up", "Remove <name>". */
  name: string;
  index: number;
  /** How many rows the list has (the last cannot move down). */
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** A write to the list is under way: every button waits. */
  busy?: boolean;
  /** Names the buttons in tooltips as well ("Move up", "Move down", "Remove"). */
  withTooltips?: boolean;
}

/** Move up, move down and remove buttons of a row in an ordered list. */
export function MoveRemoveActions(props: MoveRemoveActionsProps) {
  const { name, index, count, onMove, busy = false, withTooltips = false } = props;
  const tip = (label: string, button: ReactElement) =>
    withTooltips ? <Tooltip label={label}>{button}</Tooltip> : button;
  return (
    <Group gap={4} wrap="nowrap">
      {tip(
        "Move up",
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} up`}
          disabled={index === 0 || busy}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>,
      )}
      {tip(
        "Move down",
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>,
      )}
      {tip(
        "Remove",
        <ActionIcon
          variant="subtle"
          color="danger"
          aria-label={`Remove ${name}`}
          disabled={busy}
          onClick={props.onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>,
      )}
    </Group>
  );
}
