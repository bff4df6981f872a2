import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";

export interface RowActionsProps {
  /** The row's name in the buttons' accessible labels: "Edit <name>", "Delete <name>". */
  name: string;
  /** Edit opens a dialog (`onEdit`) or goes to the row's page (`editTo`). */
  onEdit?: () => void;
  editTo?: string;
  /** The edit button's word, in its tooltip and label: "Edit" unless told otherwise (e.g. "Rename"). */
  editLabel?: string;
  onDelete: () => void;
  /** A write to the list is under way: both buttons wait. */
  busy?: boolean;
  /** This row is being deleted: its Delete button waits. */
  deleting?: boolean;
  /** This row is being deleted: its Delete button shows a loader. */
  deleteLoading?: boolean;
}

/** Edit and delete buttons of a table row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  editTo,
  editLabel = "Edit",
  onDelete,
  busy,
  deleting,
  deleteLoading,
}: RowActionsProps) {
  const editName = `${editLabel} ${name}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        {editTo !== undefined ? (
          <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editName}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" aria-label={editName} disabled={busy} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="danger"
          aria-label={`Delete ${name}`}
          disabled={busy || deleting}
          loading={deleteLoading}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
