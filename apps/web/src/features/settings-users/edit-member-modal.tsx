import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { normaliseRole, type Role, type TeamLevel, type TTeam, type TUserSummary } from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import { notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { roleOptions, TEAM_LEVEL_OPTIONS } from "./member-model.ts";
import { useUpdateMember } from "./use-members.ts";

interface EditValues {
  role: string;
  /** team id → level, only for the teams the member belongs to */
  teams: Record<string, TeamLevel>;
}

export interface EditMemberModalProps {
  member: TUserSummary | null;
  onClose: () => void;
  actorRole: Role | null;
  teams: TTeam[];
}

const valuesOf = (member: TUserSummary): EditValues => ({
  role: normaliseRole(member.role) ?? member.role,
  teams: Object.fromEntries(member.teams.map((t) => [t.teamId, t.level])),
});

function EditMemberForm({
  member,
  onClose,
  actorRole,
  teams,
}: EditMemberModalProps & { member: TUserSummary }) {
  const update = useUpdateMember();
  const form = useForm<EditValues>({
    initialValues: valuesOf(member),
    validate: { role: (v) => (v ? null : "Role is required") },
  });

  const toggle = (teamId: string, on: boolean) => {
    const next = { ...form.values.teams };
    if (on) next[teamId] = "user";
    else delete next[teamId];
    form.setFieldValue("teams", next);
  };

  const save = (values: EditValues) =>
    update.mutate(
      {
        id: member.id,
        body: {
          version: member.version,
          role: values.role,
          teams: Object.entries(values.teams).map(([teamId, level]) => ({ teamId, level })),
        },
      },
      {
        onSuccess: () => {
          notifySuccess("Member", "updated");
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The list reloads (onSettled), so the next edit starts from what is stored now.
            notifyWarning(`${member.displayName} was changed by someone else. The list has been reloaded.`);
            onClose();
            return;
          }
          showSaveError(form, error);
        },
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
        <Select
          label="Role"
          withAsterisk
          data={roleOptions(actorRole)}
          allowDeselect={false}
          {...form.getInputProps("role")}
        />
        {teams.length === 0 ? (
          <Text size="sm" c="dimmed">
            This account has no teams yet. Create one on the Teams tab.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Level</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((team) => {
                const level = form.values.teams[team.id];
                return (
                  <Table.Tr key={team.id}>
                    <Table.Td>
                      <Checkbox
                        label={team.name}
                        checked={level !== undefined}
                        onChange={(e) => toggle(team.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Level in ${team.name}`}
                        data={TEAM_LEVEL_OPTIONS}
                        value={level ?? null}
                        placeholder="Not a member"
                        disabled={level === undefined}
                        allowDeselect={false}
                        onChange={(v) =>
                          v &&
                          form.setFieldValue("teams", { ...form.values.teams, [team.id]: v as TeamLevel })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Role and team memberships of one member, saved with PUT /users/:id and the version read. */
export function EditMemberModal(props: EditMemberModalProps) {
  const { member, onClose } = props;
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Change ${member.displayName}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {member ? <EditMemberForm key={member.id} {...props} member={member} /> : null}
    </Modal>
  );
}
