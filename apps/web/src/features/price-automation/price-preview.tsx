import { Badge, Button, Group, Paper, Stack, Switch, Table, Text } from "@mantine/core";
import type { TPriceRulesPreview } from "@q2c/domain";
import { IconCheck, IconEye } from "@tabler/icons-react";
import { ListEmpty } from "../../app/lists/list-states.tsx";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface PricePreviewProps {
  preview: TPriceRulesPreview | null;
  includeManual: boolean;
  onIncludeManualChange: (include: boolean) => void;
  onPreview: () => void;
  onApply: () => void;
  previewing: boolean;
  applying: boolean;
  /** No active rule: nothing to preview. */
  noActiveRule: boolean;
}

function ChangesTable({ preview }: { preview: TPriceRulesPreview }) {
  return (
    <Table.ScrollContainer minWidth={760} mah={480}>
      <Table striped stickyHeader aria-label="Price changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Part number</Table.Th>
            <Table.Th ta="end">Cost</Table.Th>
            <Table.Th ta="end">Old price</Table.Th>
            <Table.Th ta="end">New price</Table.Th>
            <Table.Th>Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.data.map((c) => (
            <Table.Tr key={c.productId}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.manufacturerPartNumber || "—"}</Table.Td>
              <Table.Td ta="end">{c.cost}</Table.Td>
              <Table.Td ta="end">{c.oldPrice}</Table.Td>
              <Table.Td ta="end" fw={600}>
                {c.newPrice}
              </Table.Td>
              <Table.Td>{c.ruleName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Preview of what the active rules would change, and the button that applies exactly that. */
export function PricePreview(props: PricePreviewProps) {
  const { preview } = props;
  const count = preview?.data.length ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Switch
            label="Include manually priced products"
            description="Off: prices set by hand are kept. Market-rate prices are never changed."
            checked={props.includeManual}
            onChange={(event) => props.onIncludeManualChange(event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={props.onPreview}
              loading={props.previewing}
              disabled={props.noActiveRule}
            >
              Preview
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={props.onApply}
              loading={props.applying}
              disabled={preview === null || count === 0 || props.previewing}
            >
              {preview ? `Apply ${plural(count, "price change", "price changes")}` : "Apply price changes"}
            </Button>
          </Group>
        </Group>
        {preview ? (
          <>
            <Group gap="xs" aria-label="Preview counts">
              <Badge variant="light">{plural(count, "change", "changes")}</Badge>
              <Badge variant="light" color="gray">
                {`${preview.unchanged} unchanged`}
              </Badge>
              <Badge variant="light" color={preview.skippedNoCost > 0 ? "warning" : "gray"}>
                {`${preview.skippedNoCost} skipped: no cost`}
              </Badge>
            </Group>
            {count === 0 ? (
              <ListEmpty
                filtered={false}
                title="No price would change"
                description="Every product a rule matches already has the rule's price, or has no cost."
                icon={<IconCheck size={28} aria-hidden />}
              />
            ) : (
              <ChangesTable preview={preview} />
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {props.noActiveRule
              ? "Add or turn on a rule to preview price changes."
              : "Preview shows the products whose price the active rules would change, before anything is applied."}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
