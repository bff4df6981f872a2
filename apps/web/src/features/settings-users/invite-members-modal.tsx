import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Role } from "@q2c/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { emptyInviteRow, type InviteFormValues, toInviteRequest, ZInviteForm } from "./invite-schema.ts";
import { reportInvitations } from "./member-actions.tsx";
import { roleOptions } from "./member-model.ts";
import { useInviteMembers } from "./use-members.ts";

export interface InviteMembersModalProps {
  opened: boolean;
  onClose: () => void;
  actorRole: Role | null;
  /** Team choices; without them (a customer's users) the teams field is left out. */
  teams?: { value: string; label: string }[];
  /** Invite into this account (a customer in scope) instead of the caller's own. */
  accountId?: string;
  title?: string;
}

const MAX_ROWS = 100;

/** Several invitations at once; each invitee gets a register link by e-mail (POST /users/bulk-invite). */
export function InviteMembersModal({
  opened,
  onClose,
  actorRole,
  teams,
  accountId,
  title = "Invite members",
}: InviteMembersModalProps) {
  const invite = useInviteMembers();
  const form = useForm<InviteFormValues>({
    initialValues: { users: [emptyInviteRow(actorRole)] },
    validate: zodValidate(ZInviteForm),
  });
  const roles = roleOptions(actorRole);

  const close = () => {
    form.setValues({ users: [emptyInviteRow(actorRole)] });
    form.resetDirty();
    form.clearErrors();
    onClose();
  };

  const submit = (values: InviteFormValues) =>
    invite.mutate(toInviteRequest(values, accountId), {
      onSuccess: (answer) => {
        reportInvitations(answer.data, () =>
          notifySuccess(answer.data.length === 1 ? "Member" : "Members", "invited"),
        );
        close();
      },
      onError: (error) => {
        showSaveError(form, error);
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each person receives an e-mail with a link to register. Roles above your own cannot be given.
          </Text>
          {form.values.users.map((row, index) => (
            <Fieldset key={row.key} legend={`Member ${index + 1}`} radius="md">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  <TextInput
                    label="Email"
                    type="email"
                    withAsterisk
                    autoComplete="off"
                    {...form.getInputProps(`users.${index}.email`)}
                  />
                  <Select
                    label="Role"
                    withAsterisk
                    data={roles}
                    allowDeselect={false}
                    {...form.getInputProps(`users.${index}.role`)}
                  />
                  <TextInput label="First name" {...form.getInputProps(`users.${index}.firstName`)} />
                  <TextInput label="Last name" {...form.getInputProps(`users.${index}.lastName`)} />
                  {teams ? (
                    <MultiSelect
                      label="Teams"
                      placeholder={teams.length === 0 ? "No teams yet" : "Choose teams"}
                      data={teams}
                      disabled={teams.length === 0}
                      searchable
                      clearable
                      {...form.getInputProps(`users.${index}.teamIds`)}
                    />
                  ) : null}
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  mt={26}
                  aria-label={`Remove member ${index + 1}`}
                  disabled={form.values.users.length === 1}
                  onClick={() => form.removeListItem("users", index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={form.values.users.length >= MAX_ROWS}
              onClick={() => form.insertListItem("users", emptyInviteRow(actorRole))}
            >
              Add another
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close} disabled={invite.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {form.values.users.length === 1
                  ? "Send invitation"
                  : `Send ${form.values.users.length} invitations`}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
