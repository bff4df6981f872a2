import { Alert, Progress, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { TProductImport } from "@q2c/domain";
import { failedRowLines, IMPORT_TEXTS } from "./texts.ts";

/** A report of 20,000 failed rows would freeze the page; the first ones tell what to fix. */
const MAX_LINES = 200;

/** How far an import has come and, once it has finished, what it did with each failed row. */
export function ImportProgress({ job }: { job: TProductImport }) {
  const percent = job.totalRows === 0 ? 0 : Math.round((job.processedRows / job.totalRows) * 100);
  const lines = job.status === "running" ? [] : failedRowLines(job.report);
  const failedRows = new Set(lines.map((l) => l.row)).size;
  const shown = lines.slice(0, MAX_LINES);
  return (
    <Stack gap="sm">
      <Progress
        value={percent}
        animated={job.status === "running"}
        color={job.status === "failed" ? "danger" : undefined}
        aria-label="Import progress"
      />
      <Text size="sm" c="dimmed">
        {IMPORT_TEXTS.rowsOf(job.processedRows, job.totalRows)}
      </Text>
      {job.status === "done" ? null : (
        <Text size="sm" c="dimmed" data-testid="import-jobs">
          {IMPORT_TEXTS.chunks(job.chunks)}
        </Text>
      )}
      {job.status === "running" ? null : <Text fw={600}>{IMPORT_TEXTS.summary(job)}</Text>}
      {job.status === "failed" ? (
        <Alert color="danger" title={IMPORT_TEXTS.failedTitle}>
          {job.error}
        </Alert>
      ) : null}
      {shown.length > 0 ? (
        <Stack gap={4}>
          <Title order={4}>{IMPORT_TEXTS.failedRowsTitle}</Title>
          <Text size="sm" c="dimmed">
            {IMPORT_TEXTS.rowNumbering}
          </Text>
          {lines.length > shown.length ? (
            <Text size="sm" c="dimmed">
              {IMPORT_TEXTS.moreFailures(new Set(shown.map((l) => l.row)).size, failedRows)}
            </Text>
          ) : null}
          <ScrollArea.Autosize mah={320}>
            <Table striped aria-label={IMPORT_TEXTS.failedRowsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((line) => (
                  <Table.Tr key={`${line.row}-${line.field}`}>
                    <Table.Td>{line.row}</Table.Td>
                    <Table.Td>{line.field}</Table.Td>
                    <Table.Td>{line.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
    </Stack>
  );
}
