import { Group, NativeSelect, Radio, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  PREVIEW_ACTIONS,
  type TProductImportPreview,
  type TProductImportPreviewRow,
} from "@q2c/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ImportChoices } from "../../api/product-import-api.ts";
import { IMPORT_TEXTS, problemText } from "./texts.ts";

const ORDER: Record<TProductImportPreviewRow["action"], number> = {
  failed: 0,
  duplicate: 1,
  update: 2,
  create: 3,
  unchanged: 4,
};

export interface ImportPreviewProps {
  preview: TProductImportPreview;
  choices: ImportChoices;
  onChoicesChange: (next: ImportChoices) => void;
}

/**
 * What importing the chosen file will do, before anything is saved: how many rows create, update, leave
 * unchanged, may duplicate a product or cannot be imported; the rows to look at (problems first) with
 * their reasons; and,
 * for possible duplicates, the choice to update the existing product or create another, for all such
 * rows and row by row.
 */
export function ImportPreview({ preview, choices, onChoicesChange }: ImportPreviewProps) {
  const { counts } = preview;
  // What needs the user first: rows that will not import, then the choices, then the updates.
  const rows = [...preview.rows].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row);
  const choiceOf = (row: number): DuplicateChoice => choices.rows[row] ?? choices.onDuplicate;
  const setRow = (row: number, choice: DuplicateChoice) =>
    onChoicesChange({ ...choices, rows: { ...choices.rows, [row]: choice } });
  return (
    <Stack gap="md">
      <Text fw={600}>{IMPORT_TEXTS.previewTitle(preview.fileName, preview.totalRows)}</Text>
      <SimpleGrid cols={5} spacing="xs" role="group" aria-label={IMPORT_TEXTS.previewCounts}>
        {PREVIEW_ACTIONS.map((action) => (
          <dl key={action} style={{ margin: 0 }} data-testid={`preview-count-${action}`}>
            <Text component="dt" size="xs" c="dimmed">
              {IMPORT_TEXTS.counts[action]}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {counts[action]}
            </Text>
          </dl>
        ))}
      </SimpleGrid>
      {counts.duplicate > 0 ? (
        <Radio.Group
          label={IMPORT_TEXTS.duplicateChoiceLabel}
          value={choices.onDuplicate}
          onChange={(value) => onChoicesChange({ onDuplicate: value as DuplicateChoice, rows: {} })}
        >
          <Stack gap={6} mt={6}>
            {DUPLICATE_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={IMPORT_TEXTS.duplicateChoices[choice]} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {preview.rows.length > 0 ? (
        <Stack gap={4}>
          <Title order={4}>{IMPORT_TEXTS.previewRowsTitle}</Title>
          {preview.truncated ? (
            <Text size="sm" c="dimmed">
              {IMPORT_TEXTS.previewTruncated(preview.rows.length)}
            </Text>
          ) : null}
          <ScrollArea.Autosize mah={300}>
            <Table striped aria-label={IMPORT_TEXTS.previewRowsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Part number</Table.Th>
                  <Table.Th>What happens</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.row} data-action={row.action}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.manufacturerPartNumber}</Table.Td>
                    <Table.Td>
                      <RowOutcome row={row} choice={choiceOf(row.row)} onChoice={setRow} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
      {counts.create + counts.update + counts.duplicate === 0 ? (
        <Text size="sm">{IMPORT_TEXTS.nothingToImport}</Text>
      ) : null}
    </Stack>
  );
}

function RowOutcome({
  row,
  choice,
  onChoice,
}: {
  row: TProductImportPreviewRow;
  choice: DuplicateChoice;
  onChoice: (row: number, choice: DuplicateChoice) => void;
}) {
  if (row.action === "update") return <Text size="sm">{IMPORT_TEXTS.updates(row.fields ?? [])}</Text>;
  if (row.action === "failed") {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={16} color="var(--mantine-color-danger-6)" aria-hidden />
        <Text size="sm">{problemText(row.errors)}</Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">{IMPORT_TEXTS.duplicateOf((row.matches ?? []).map((m) => m.name))}</Text>
      <NativeSelect
        size="xs"
        aria-label={IMPORT_TEXTS.rowChoiceLabel(row.row)}
        value={choice}
        onChange={(event) => onChoice(row.row, event.currentTarget.value as DuplicateChoice)}
        data={DUPLICATE_CHOICES.map((c) => ({ value: c, label: IMPORT_TEXTS.rowChoices[c] }))}
      />
    </Stack>
  );
}
