import { Badge, Button, Table } from "@mantine/core";
import type { TPriceRuleRun } from "@q2c/domain";
import { IconArrowBackUp, IconHistory } from "@tabler/icons-react";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import type { KeysetPager } from "../../app/lists/use-keyset-cursor.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { COULD_NOT_LOAD_RUNS } from "./texts.ts";

export interface PriceRunsProps {
  runs: TPriceRuleRun[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  pager: KeysetPager;
  /** The run being undone, if any. */
  undoingId: string | null;
  onUndo: (run: TPriceRuleRun) => void;
}

/** The runs that applied rules, newest first; each can be undone once. */
export function PriceRuns(props: PriceRunsProps) {
  if (props.pending) return <ListSkeleton label="Loading the recent runs" rows={3} />;
  if (props.failed && !props.runs) return <ListError message={COULD_NOT_LOAD_RUNS} onRetry={props.onRetry} />;
  const runs = props.runs ?? [];
  if (runs.length === 0) {
    return (
      <ListEmpty
        filtered={false}
        title="No runs yet"
        description="Each time price changes are applied, the run is listed here and can be undone."
        icon={<IconHistory size={28} aria-hidden />}
      />
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Recent runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Applied</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th ta="end">Products</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(run.appliedAt)}</Table.Td>
                <Table.Td>{run.appliedBy ?? "—"}</Table.Td>
                <Table.Td ta="end">{run.productCount}</Table.Td>
                <Table.Td>
                  {run.undoneAt ? (
                    <Badge variant="light" color="gray">{`Undone ${formatDateTime(run.undoneAt)}`}</Badge>
                  ) : (
                    <Badge variant="light" color="success">
                      Applied
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconArrowBackUp size={14} aria-hidden />}
                    aria-label={`Undo the run of ${formatDateTime(run.appliedAt)}`}
                    disabled={
                      run.undoneAt !== null || (props.undoingId !== null && props.undoingId !== run.id)
                    }
                    loading={props.undoingId === run.id}
                    onClick={() => props.onUndo(run)}
                  >
                    Undo
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <KeysetPagerButtons pager={props.pager} label="Run pages" />
    </>
  );
}
