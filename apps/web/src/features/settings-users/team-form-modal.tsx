import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { requiredMessage, type TeamId, type TTeam, ZCreateTeamRequest } from "@q2c/domain";
import { z } from "zod";
import { ApiError } from "../../api/api-error.ts";
import { notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { TEAM_TYPE_OPTIONS } from "./member-model.ts";
import { useCreateTeam, useUpdateTeam } from "./use-teams.ts";

interface TeamValues {
  name: string;
  teamType: string;
}

export interface TeamFormModalProps {
  opened: boolean;
  onClose: () => void;
  accountId: string;
  /** The team to rename; a new team when null. */
  team: TTeam | null;
}

const ZTeamForm = z.object({
  name: ZCreateTeamRequest.shape.name,
  teamType: z
    .string()
    .min(1, { error: requiredMessage("Type"), abort: true })
    .pipe(ZCreateTeamRequest.shape.teamType),
});

function TeamForm({ onClose, accountId, team }: Omit<TeamFormModalProps, "opened">) {
  const create = useCreateTeam(accountId);
  const update = useUpdateTeam();
  const form = useForm<TeamValues>({
    initialValues: { name: team?.name ?? "", teamType: team?.teamType ?? "" },
    validate: zodValidate(ZTeamForm),
  });
  const pending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      notifyWarning("This team was changed by someone else. The teams have been reloaded.");
      onClose();
      return;
    }
    showSaveError(form, error);
  };

  const save = (values: TeamValues) => {
    const body = { name: values.name.trim(), teamType: values.teamType as TeamId };
    if (team === null) {
      create.mutate(body, {
        onSuccess: () => {
          notifySuccess("Team");
          onClose();
        },
        onError,
      });
    } else {
      update.mutate(
        { id: team.id, body: { ...body, version: team.version } },
        {
          onSuccess: () => {
            notifySuccess("Team", "updated");
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Select
          label="Type"
          withAsterisk
          data={TEAM_TYPE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("teamType")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={team !== null && !form.isDirty()}>
            {team === null ? "Create team" : "Save"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create a team, or rename one / change its type (PUT with the version read). */
export function TeamFormModal({ opened, onClose, accountId, team }: TeamFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={team ? `Edit ${team.name}` : "Create team"}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? (
        <TeamForm key={team?.id ?? "new"} onClose={onClose} accountId={accountId} team={team} />
      ) : null}
    </Modal>
  );
}
