import { Alert, Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { MESSAGES, notDigitalDistributorMessage, type TDefaultDistributor } from "@q2c/domain";
import { IconAlertTriangle, IconTruck } from "@tabler/icons-react";
import { useMemo } from "react";
import { notifyError } from "../../app/feedback/notify.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { AddDefaultDistributorForm } from "./add-default-distributor-form.tsx";
import {
  moved,
  useCategoryChoices,
  useDefaultDistributorMutations,
  useDefaultDistributors,
} from "./use-default-distributors.ts";

const COULD_NOT_LOAD = "Could not load the distributors.";
const nameOf = (row: TDefaultDistributor) => row.distributorName ?? "This distributor";

/** Domain §8: each distributor that cannot be searched digitally is named once, even if listed twice. */
const notDigital = (rows: readonly TDefaultDistributor[]) =>
  rows.filter(
    (r, i) => !r.digitalDistributor && rows.findIndex((o) => o.distributorId === r.distributorId) === i,
  );

/** The table of distributors in order, with moves and removal for those who may change them. */
function DistributorTable({ rows, canWrite }: { rows: TDefaultDistributor[]; canWrite: boolean }) {
  const { reorder, remove } = useDefaultDistributorMutations();
  const categories = useCategoryChoices();
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.name])),
    [categories.data],
  );
  const busy = reorder.isPending || remove.isPending;
  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(rows, index, by), {
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
    });
  const drop = (row: TDefaultDistributor) =>
    confirmAndDelete(remove, row.id, {
      title: `Remove ${nameOf(row)}`,
      label: "Distributor",
      done: "removed",
    });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Default distributors" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Order</Table.Th>
            <Table.Th>Distributor</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Digital</Table.Th>
            {canWrite ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const name = nameOf(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td>
                  {row.categoryId ? (categoryNames.get(row.categoryId) ?? "…") : "Every category"}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.digitalDistributor ? "success" : "warning"}>
                    {row.digitalDistributor ? "Yes" : "No"}
                  </Badge>
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <MoveRemoveActions
                      name={name}
                      index={index}
                      count={rows.length}
                      onMove={(by) => move(index, by)}
                      onRemove={() => void drop(row)}
                      busy={busy}
                      withTooltips
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /settings/distributors: the distributors the account buys from, in its order of preference. */
export default function SettingsDistributorsPage() {
  const canWrite = useCan("catalogue.write");
  const list = useDefaultDistributors();
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Distributors
        </Title>
        <Text c="dimmed">The distributors your account buys from, in your order of preference.</Text>
      </div>
      {notDigital(rows).map((r) => (
        <Alert key={r.id} color="warning" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {notDigitalDistributorMessage(nameOf(r))}
        </Alert>
      ))}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {canWrite ? <AddDefaultDistributorForm /> : null}
          <QueryList
            query={list}
            rows={rows}
            loadingLabel="Loading the distributors"
            skeletonRows={3}
            notLoaded={COULD_NOT_LOAD}
            empty={{
              title: "No default distributors yet",
              description: "Add the distributors you buy from, the preferred one first.",
              icon: <IconTruck size={28} aria-hidden />,
            }}
          >
            {(shown) => <DistributorTable rows={shown} canWrite={canWrite} />}
          </QueryList>
        </Stack>
      </Paper>
    </Stack>
  );
}
