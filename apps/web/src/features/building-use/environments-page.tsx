import { ActionIcon, Anchor, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { MESSAGES, passesRule, type TEnvironment } from "@q2c/domain";
import { IconBuilding, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ListEmpty, ListError, ListSkeleton } from "../accounts/list-states.tsx";
import { useQueryErrorNotice } from "../accounts/use-query-error-notice.ts";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironmentMutations, useEnvironments } from "./use-building-use.ts";

const editPath = (e: TEnvironment) => `/environments/${encodeURIComponent(e.id)}/edit`;

/** /environments "Building Use" (platform owner): the kinds of building a design can be sized for. */
export default function EnvironmentsPage() {
  const canWrite = passesRule("editor", useAccessContext().role);
  const list = useEnvironments();
  useQueryErrorNotice(list.error, T.couldNotLoad);
  const { remove } = useEnvironmentMutations();

  const deleteEnvironment = async (environment: TEnvironment) => {
    if (!(await confirmDelete({ title: `Delete ${environment.name}` }))) return;
    remove.mutate(environment.id, {
      onSuccess: () => notifySuccess(T.itemTitle, "deleted"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  const addButton = canWrite ? (
    <Button component={Link} to="/environments/add" leftSection={<IconPlus size={16} aria-hidden />}>
      {T.add}
    </Button>
  ) : null;
  const rows = list.data ?? [];
  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading the building uses" />;
  else if (list.isError) body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title={T.none}
        description={T.noneText}
        icon={<IconBuilding size={28} aria-hidden />}
        action={addButton}
      />
    );
  else
    body = (
      <Paper withBorder radius="md">
        <Table striped highlightOnHover aria-label={T.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              {canWrite ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((environment) => (
              <Table.Tr key={environment.id}>
                <Table.Td>
                  <Anchor component={Link} to={editPath(environment)} fw={500}>
                    {environment.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {environment.description || "—"}
                  </Text>
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Edit">
                        <ActionIcon
                          component={Link}
                          to={editPath(environment)}
                          variant="subtle"
                          aria-label={`Edit ${environment.name}`}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="danger"
                          aria-label={`Delete ${environment.name}`}
                          onClick={() => void deleteEnvironment(environment)}
                          disabled={remove.isPending && remove.variables === environment.id}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {T.title}
          </Title>
          <Text c="dimmed">{T.intro}</Text>
        </div>
        {addButton}
      </Group>
      {body}
    </Stack>
  );
}
