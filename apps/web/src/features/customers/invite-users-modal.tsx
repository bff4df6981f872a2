import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type Role } from "@q2c/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountUsersApi } from "../../api/account-users-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyError, notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { applyFieldErrors, zodValidate } from "../../app/forms/form-helpers.ts";
import { emptyInvitee, type InviteeRow, inviteRequestOf, roleOptions, ZInviteForm } from "./invite-schema.ts";

interface InviteFormProps {
  accountId: string;
  accountName: string;
  actorRole: Role | null;
  onDone: () => void;
}

function InviteForm({ accountId, actorRole, onDone }: InviteFormProps) {
  const client = useQueryClient();
  const invite = useMutation({
    mutationFn: (users: InviteeRow[]) => accountUsersApi.invite(inviteRequestOf(accountId, users)),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: queryKeys.customerUsers(accountId, {}).slice(0, 2) }),
  });
  const form = useForm<{ users: InviteeRow[] }>({
    initialValues: { users: [emptyInvitee(actorRole)] },
    validate: zodValidate(ZInviteForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !invite.isPending);
  const roles = roleOptions(actorRole);

  const submit = ({ users }: { users: InviteeRow[] }) =>
    invite.mutate(users, {
      onSuccess: (answer) => {
        const unsent = answer.data.filter((u) => !u.mailed).map((u) => u.email);
        notifySuccess(answer.data.length === 1 ? "Invitation" : "Invitations", "sent");
        if (unsent.length > 0)
          notifyWarning(
            `The invitation mail could not be sent to ${unsent.join(", ")}; send a reminder later`,
          );
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
      },
    });

  const rows = form.values.users;
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {rows.map((row, i) => (
          <Fieldset key={row.key} legend={`Invitee ${i + 1}`} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                {...form.getInputProps(`users.${i}.email`)}
              />
              <Select
                label="Role"
                withAsterisk
                data={roles}
                allowDeselect={false}
                {...form.getInputProps(`users.${i}.role`)}
              />
              <TextInput label="First name" {...form.getInputProps(`users.${i}.firstName`)} />
              <TextInput label="Last name" {...form.getInputProps(`users.${i}.lastName`)} />
            </SimpleGrid>
            {rows.length > 1 ? (
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  aria-label={`Remove invitee ${i + 1}`}
                  onClick={() => form.removeListItem("users", i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ) : null}
          </Fieldset>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem("users", emptyInvitee(actorRole))}
            disabled={rows.length >= 100}
          >
            Add another
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitations
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Invites people into a customer account by e-mail (POST /users/bulk-invite with its accountId). */
export function InviteUsersModal(props: InviteFormProps & { opened: boolean }) {
  const { opened, ...rest } = props;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={opened}
      onClose={rest.onDone}
      title={`Invite users to ${rest.accountName}`}
      size="lg"
    >
      {opened ? <InviteForm {...rest} /> : null}
    </Modal>
  );
}
