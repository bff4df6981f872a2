import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { MESSAGES, passesRule, type TRequirement } from "@q2c/domain";
import { IconGauge, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ListEmpty, ListError, ListSkeleton } from "../accounts/list-states.tsx";
import { useQueryErrorNotice } from "../accounts/use-query-error-notice.ts";
import { type RequirementDialog, RequirementModal } from "./requirement-modal.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useRequirementMutations, useRequirements } from "./use-building-use.ts";

/** /requirements "Performance Requirements" (platform owner): targets the sizing rules can name. */
export default function RequirementsPage() {
  const canWrite = passesRule("editor", useAccessContext().role);
  const list = useRequirements();
  useQueryErrorNotice(list.error, T.requirementsCouldNotLoad);
  const { remove } = useRequirementMutations();
  const [dialog, setDialog] = useState<RequirementDialog | null>(null);

  const deleteRequirement = async (requirement: TRequirement) => {
    if (!(await confirmDelete({ title: `Delete ${requirement.name}` }))) return;
    remove.mutate(requirement.id, {
      onSuccess: () => notifySuccess(T.requirementTitle, "deleted"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: "add" })}>
      {T.addRequirement}
    </Button>
  ) : null;
  const rows = list.data ?? [];
  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading the requirements" />;
  else if (list.isError)
    body = <ListError message={T.requirementsCouldNotLoad} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title={T.noRequirements}
        description={T.noRequirementsText}
        icon={<IconGauge size={28} aria-hidden />}
        action={addButton}
      />
    );
  else
    body = (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={T.requirementsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Metric</Table.Th>
                <Table.Th>Target</Table.Th>
                {canWrite ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((requirement) => (
                <Table.Tr key={requirement.id}>
                  <Table.Td fw={500}>{requirement.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {requirement.description || "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>{requirement.metric || "—"}</Table.Td>
                  <Table.Td>{requirement.target || "—"}</Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${requirement.name}`}
                            onClick={() => setDialog({ mode: "edit", requirement })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={`Delete ${requirement.name}`}
                            onClick={() => void deleteRequirement(requirement)}
                            disabled={remove.isPending && remove.variables === requirement.id}
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
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {T.requirementsTitle}
          </Title>
          <Text c="dimmed">{T.requirementsIntro}</Text>
        </div>
        {addButton}
      </Group>
      {body}
      <RequirementModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
