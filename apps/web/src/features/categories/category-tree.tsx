import { ActionIcon, Badge, Box, Group, Switch, Text, Tooltip } from "@mantine/core";
import { MESSAGES, type TCategory } from "@q2c/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { CategoryNode } from "./category-tree-model.ts";

export interface CategoryTreeActions {
  onAdd: (parent: TCategory) => void;
  onEdit: (category: TCategory) => void;
  onDelete: (category: TCategory) => void;
  onToggleMenu: (category: TCategory, show: boolean) => void;
  /** The category being written, whose controls wait. */
  busyId: string | null;
}

function CategoryRow({ node, actions }: { node: CategoryNode; actions: CategoryTreeActions }) {
  const { category } = node;
  const busy = actions.busyId === category.id;
  const isRoot = category.rootKind !== null;
  return (
    <Box component="li">
      <Group
        justify="space-between"
        wrap="nowrap"
        py={6}
        pl={`calc(${node.depth} * var(--mantine-spacing-lg))`}
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={node.depth === 0 ? 600 : 400} truncate>
            {category.name}
          </Text>
          {isRoot ? (
            <Badge size="sm" variant="default">
              Root
            </Badge>
          ) : null}
          {category.showInMenu === "no" ? (
            <Badge size="sm" variant="default">
              Hidden
            </Badge>
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Switch
            size="sm"
            label="In menu"
            aria-label={`Show ${category.name} in menu`}
            checked={category.showInMenu === "yes"}
            disabled={busy}
            onChange={(e) => actions.onToggleMenu(category, e.currentTarget.checked)}
            mr="sm"
          />
          <Tooltip label="Add subcategory">
            <ActionIcon
              variant="subtle"
              aria-label={`Add a category beneath ${category.name}`}
              onClick={() => actions.onAdd(category)}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rename or move">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${category.name}`}
              onClick={() => actions.onEdit(category)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isRoot ? MESSAGES.categoryIsRoot : "Delete"}>
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={`Delete ${category.name}`}
              onClick={() => actions.onDelete(category)}
              disabled={busy || isRoot}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {node.children.length > 0 ? <CategoryList nodes={node.children} actions={actions} /> : null}
    </Box>
  );
}

/** The category tree as nested lists, so that assistive technology hears the nesting. */
export function CategoryList({
  nodes,
  actions,
  label,
}: {
  nodes: CategoryNode[];
  actions: CategoryTreeActions;
  label?: string;
}) {
  return (
    <Box component="ul" aria-label={label} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {nodes.map((node) => (
        <CategoryRow key={node.category.id} node={node} actions={actions} />
      ))}
    </Box>
  );
}
