import { Badge, Button, FileButton, Modal, Table, Text } from "@mantine/core";
import type { TBomImportReport } from "@q2c/domain";
import { IconFileImport } from "@tabler/icons-react";
import { useRef, useState } from "react";
import type { BuilderActions } from "./builder-actions.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** The per-row report of an import: what was added, and why each other row was skipped. */
export function BomReport({ report, onClose }: { report: TBomImportReport | null; onClose: () => void }) {
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={T.importReport}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {report ? (
        <>
          <Text size="sm" mb="sm" role="status">
            {T.importSummary(report.added, report.failed, report.totalRows)}
          </Text>
          <Table aria-label={T.importReport} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.importRow}</Table.Th>
                <Table.Th>{T.importStatus}</Table.Th>
                <Table.Th>{T.importErrors}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>
                    <Badge color={row.status === "added" ? "success" : "danger"} variant="light">
                      {row.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {Object.entries(row.errors)
                      .map(([field, message]) => `${field}: ${message}`)
                      .join("; ")}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Modal>
  );
}

/** Import BOM: a CSV into the building (PUT .../import-bom); the report shows once the import is answered. */
export function BomImportButton({ actions, buildingId }: { actions: BuilderActions; buildingId: string }) {
  const [report, setReport] = useState<TBomImportReport | null>(null);
  const resetRef = useRef<() => void>(null);
  return (
    <>
      <FileButton
        accept=".csv,text/csv"
        resetRef={resetRef}
        inputProps={{ "aria-label": T.importBom }}
        onChange={(file) => {
          if (!file) return;
          actions.importBom(buildingId, file, setReport);
          resetRef.current?.();
        }}
      >
        {(props) => (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={14} aria-hidden />}
            {...props}
          >
            {T.importBom}
          </Button>
        )}
      </FileButton>
      <BomReport report={report} onClose={() => setReport(null)} />
    </>
  );
}
