import { Group, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  PROVISIONING_MESSAGES,
  type TProvisioningLoad,
  type TProvisioningTask,
  type TUpdateProvisioningTaskRequest,
} from "@q2c/domain";
import { isApiError } from "../../api/api-error.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoadMutations } from "./use-provisioning.ts";

interface Values {
  users: string[];
  start: string;
  targetCompletion: string;
}

/** A task's people (the provider's active users) and its start and target days. */
export function TaskDialog({
  load,
  task,
  onClose,
}: {
  load: TProvisioningLoad;
  task: TProvisioningTask | null;
  onClose: () => void;
}) {
  return (
    <FormDialog dialog={task} title={T.editTaskTitle} onClose={onClose} size="lg">
      {(t) => <TaskForm key={t.id} load={load} task={t} onClose={onClose} />}
    </FormDialog>
  );
}

function TaskForm({
  load,
  task,
  onClose,
}: {
  load: TProvisioningLoad;
  task: TProvisioningTask;
  onClose: () => void;
}) {
  const { updateTask } = useLoadMutations(load.orderId, load.id);
  const form = useForm<Values>({
    initialValues: {
      users: task.users,
      start: task.start ?? "",
      targetCompletion: task.targetCompletion ?? "",
    },
    validate: {
      targetCompletion: (v, values) =>
        v && values.start && v < values.start ? PROVISIONING_MESSAGES.targetBeforeStart : null,
    },
  });
  const options = load.people
    .filter((p) => p.assignable || task.users.includes(p.id))
    .map((p) => ({ value: p.id, label: p.name, disabled: !p.assignable && !task.users.includes(p.id) }));

  const submit = (values: Values) => {
    const nullFields: ("start" | "targetCompletion")[] = [];
    const body: Omit<TUpdateProvisioningTaskRequest, "version"> = { users: values.users };
    if (values.start) body.start = values.start;
    else if (task.start) nullFields.push("start");
    if (values.targetCompletion) body.targetCompletion = values.targetCompletion;
    else if (task.targetCompletion) nullFields.push("targetCompletion");
    if (nullFields.length > 0) body.nullFields = nullFields;
    updateTask.mutate(
      { taskId: task.id, body: { ...body, version: task.version } },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            notifyError(answer, { fallback: T.couldNotSave });
            onClose();
            return;
          }
          notifyDone(T.taskSaved);
          onClose();
        },
        onError: (error) => showSaveError(form, error),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text fw={500}>{task.items}</Text>
        <MultiSelect
          label={T.people}
          description={T.peopleHint}
          data={options}
          searchable
          clearable
          {...form.getInputProps("users")}
        />
        <Group grow align="flex-start">
          <TextInput type="date" label={T.start} {...form.getInputProps("start")} />
          <TextInput type="date" label={T.target} {...form.getInputProps("targetCompletion")} />
        </Group>
        <FormModalFooter editing dirty={form.isDirty()} saving={updateTask.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
