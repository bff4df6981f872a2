import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { TDocumentTemplateSummary } from "@q2c/domain";
import { IconCopy, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

export interface TemplateRowActionsProps {
  template: TDocumentTemplateSummary;
  /** The template's page (its editor, read-only when the caller may not change it). */
  openTo: string;
  canManage: boolean;
  /** Offer Duplicate (a copy of the caller's own). */
  canDuplicate: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
  duplicating: boolean;
  deleting: boolean;
}

/**
 * A template row's buttons: Edit (or View, for a template the caller may not change), Duplicate (a copy of
 * its own to customise) and Delete (its own only), each named after the template for screen readers.
 */
export function TemplateRowActions(props: TemplateRowActionsProps) {
  const { template, canManage } = props;
  const own = canManage && template.editable;
  const open = own ? "Edit" : T.view;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={open}>
        <ActionIcon
          component={Link}
          to={props.openTo}
          variant="subtle"
          aria-label={`${open} ${template.title}`}
        >
          {own ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {props.canDuplicate ? (
        <Tooltip label={T.duplicate}>
          <ActionIcon
            variant="subtle"
            aria-label={`${T.duplicate} ${template.title}`}
            loading={props.duplicating}
            onClick={props.onDuplicate}
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {own ? (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="danger"
            aria-label={`Delete ${template.title}`}
            loading={props.deleting}
            disabled={props.deleting}
            onClick={props.onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
