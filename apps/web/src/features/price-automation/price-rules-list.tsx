import { ActionIcon, Group, Switch, Table, Text, VisuallyHidden } from "@mantine/core";
import type { TPriceRule } from "@q2c/domain";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { ROUNDING_LABELS, ruleMethodText, ruleTargetText } from "./texts.ts";

export interface PriceRuleActions {
  /** A rule being written to (its controls wait). */
  busy: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onToggleActive: (rule: TPriceRule, active: boolean) => void;
  onEdit: (rule: TPriceRule) => void;
  onDelete: (rule: TPriceRule) => void;
}

/** The rules in the order they are tried, with their order, active switch, edit and delete. */
export function PriceRulesList({
  rules,
  actions,
}: {
  rules: readonly TPriceRule[];
  actions: PriceRuleActions;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Price rules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Applies to</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Rounding</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" w={20}>
                    {index + 1}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${rule.name} up`}
                    disabled={actions.busy || index === 0}
                    onClick={() => actions.onMove(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${rule.name} down`}
                    disabled={actions.busy || index === rules.length - 1}
                    onClick={() => actions.onMove(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>{rule.name}</Table.Td>
              <Table.Td>{ruleTargetText(rule)}</Table.Td>
              <Table.Td>{ruleMethodText(rule)}</Table.Td>
              <Table.Td>{ROUNDING_LABELS[rule.rounding]}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${rule.name} active`}
                  checked={rule.active}
                  disabled={actions.busy}
                  onChange={(event) => actions.onToggleActive(rule, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${rule.name}`}
                    onClick={() => actions.onEdit(rule)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={`Delete ${rule.name}`}
                    disabled={actions.busy}
                    onClick={() => actions.onDelete(rule)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
