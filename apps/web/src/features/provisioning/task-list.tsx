import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TProvisioningLoad, TProvisioningTask, TUpdateProvisioningTaskRequest } from "@q2c/domain";
import { IconCheck, IconPencil, IconRotate } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { formatDate } from "../accounts/format-date.ts";
import { completesBuilding, personName, placeOf, today } from "./provisioning-format.ts";
import { TaskDialog } from "./task-dialog.tsx";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoadMutations } from "./use-provisioning.ts";

/**
 * The building's tasks: what, who, start, target and completion. Mark complete (asked first when it is the
 * last thing the building waits on, since the order and quote may then complete), Reopen, and Edit (people
 * and days) for those who work it.
 */
export function TaskList({ load, editable }: { load: TProvisioningLoad; editable: boolean }) {
  const { updateTask } = useLoadMutations(load.orderId, load.id);
  const [editing, setEditing] = useState<TProvisioningTask | null>(null);
  const [busyTask, setBusyTask] = useState<string | null>(null);

  const save = async (
    task: TProvisioningTask,
    body: Omit<TUpdateProvisioningTaskRequest, "version">,
    done: string,
  ) => {
    setBusyTask(task.id);
    try {
      const answer = await updateTask.mutateAsync({
        taskId: task.id,
        body: { ...body, version: task.version },
      });
      if (isApiError(answer)) return notifyError(answer, { fallback: T.couldNotSave });
      notifyDone(answer.completedAt && !load.completedAt ? T.buildingCompleted(placeOf(answer)) : done);
    } catch (error) {
      notifyError(error, { fallback: T.couldNotSave });
    } finally {
      setBusyTask(null);
    }
  };
  const complete = async (task: TProvisioningTask) => {
    if (completesBuilding(load.progress, { tasks: 1 })) {
      const yes = await confirmAction({
        title: T.lastWorkTitle,
        message: T.lastWorkQuestion(placeOf(load)),
        confirmLabel: T.lastWorkConfirm,
      });
      if (!yes) return;
    }
    await save(task, { completion: today() }, T.taskCompleted);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="provision-tasks">
      <Stack gap="sm">
        <Title order={2} size="h4" id="provision-tasks">
          {T.tasks}
        </Title>
        {load.tasks.length === 0 ? (
          <Text c="dimmed">{T.noTasks}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" aria-labelledby="provision-tasks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.task}</Table.Th>
                  <Table.Th>{T.people}</Table.Th>
                  <Table.Th>{T.start}</Table.Th>
                  <Table.Th>{T.target}</Table.Th>
                  <Table.Th>{T.completion}</Table.Th>
                  {editable ? (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {load.tasks.map((task) => (
                  <Table.Tr key={task.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {task.items}
                      </Text>
                      {task.bundleProductName ? (
                        <Text size="xs" c="dimmed">
                          {task.bundleProductName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {task.users.map((id) => personName(load, id) || id).join(", ") || T.nobody}
                      </Text>
                    </Table.Td>
                    <Table.Td>{task.start ? formatDate(task.start) : T.notStarted}</Table.Td>
                    <Table.Td>
                      {task.targetCompletion ? formatDate(task.targetCompletion) : T.notStarted}
                    </Table.Td>
                    <Table.Td>
                      {task.completion ? (
                        <Group gap={4} wrap="nowrap">
                          <IconCheck size={16} aria-hidden color="var(--mantine-color-success-7)" />
                          <Text size="sm">
                            {T.completedOn(formatDate(task.completion), personName(load, task.completedBy))}
                          </Text>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {T.inProgress}
                        </Text>
                      )}
                    </Table.Td>
                    {editable ? (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" role="group" aria-label={T.taskActions(task.items)}>
                          {task.completion ? (
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconRotate size={14} aria-hidden />}
                              loading={busyTask === task.id}
                              disabled={busyTask !== null}
                              onClick={() => void save(task, { nullFields: ["completion"] }, T.taskReopened)}
                            >
                              {T.reopenTask}
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              leftSection={<IconCheck size={14} aria-hidden />}
                              loading={busyTask === task.id}
                              disabled={busyTask !== null}
                              onClick={() => void complete(task)}
                            >
                              {T.completeTask}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            disabled={busyTask !== null}
                            onClick={() => setEditing(task)}
                          >
                            {T.editTask}
                          </Button>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <TaskDialog load={load} task={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
