import { ActionIcon, Menu } from "@mantine/core";
import { MESSAGES, type TUserSummary } from "@q2c/domain";
import {
  IconDots,
  IconMailForward,
  IconTrash,
  IconUser,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { confirmAction, confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError, notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { memberStatus } from "./member-model.ts";
import { useDeleteMember, useSendReminder, useSetMemberActive } from "./use-members.ts";

export interface MemberActionsProps {
  member: TUserSummary;
  /** The actor may change this member (administrator rule, role not above the actor's). */
  canManage: boolean;
  isSelf: boolean;
  onEdit: (member: TUserSummary) => void;
}

/** Announces how invitations went: the server says per user whether the mail went out. */
export function reportInvitations(sent: { email: string; mailed: boolean }[], doneText: () => void): void {
  const failed = sent.filter((u) => !u.mailed).map((u) => u.email);
  if (failed.length === 0) doneText();
  else
    notifyWarning(
      `The invitation could not be mailed to ${failed.join(", ")}. Try again later with "Send reminder".`,
    );
}

/** The menu of one row: profile for everyone; reminders, role, activation and deletion for managers. */
export function MemberActions({ member, canManage, isSelf, onEdit }: MemberActionsProps) {
  const reminder = useSendReminder();
  const activation = useSetMemberActive();
  const deletion = useDeleteMember();
  const status = memberStatus(member);
  const name = member.displayName;

  const remind = () =>
    reminder.mutate([member.id], {
      onSuccess: (answer) =>
        reportInvitations(answer.data, () => notifyDone(`Reminder sent to ${member.email}`)),
      onError: (error) => notifyError(error, { fallback: "The reminder could not be sent." }),
    });

  const setActive = async (active: boolean) => {
    if (
      !active &&
      !(await confirmAction({
        message: `Deactivate ${name}? They will not be able to sign in until activated again.`,
        confirmLabel: "Deactivate",
        danger: true,
      }))
    )
      return;
    activation.mutate(
      { id: member.id, active },
      {
        onSuccess: () => notifySuccess("Member", active ? "activated" : "deactivated"),
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );
  };

  const remove = async () => {
    if (!(await confirmDelete({ title: `Delete ${name}` }))) return;
    deletion.mutate(
      { id: member.id, accountId: member.accountId },
      {
        onSuccess: () => notifySuccess("Member", "deleted"),
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
      },
    );
  };

  const busy = reminder.isPending || activation.isPending || deletion.isPending;
  return (
    // Without the focus placeholder (role=presentation, not allowed in role=menu) focus opens on the first item.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/settings/users/${member.id}`}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          View profile
        </Menu.Item>
        {canManage ? (
          <>
            <Menu.Item leftSection={<IconUserCog size={16} aria-hidden />} onClick={() => onEdit(member)}>
              Change role and teams
            </Menu.Item>
            {status === "invited" ? (
              <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={remind}>
                Send reminder
              </Menu.Item>
            ) : null}
            {isSelf ? null : member.active ? (
              <Menu.Item
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={() => void setActive(false)}
              >
                Deactivate
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconUserCheck size={16} aria-hidden />}
                onClick={() => void setActive(true)}
              >
                Activate
              </Menu.Item>
            )}
            {isSelf ? null : (
              <Menu.Item
                color="danger.8"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void remove()}
              >
                Delete
              </Menu.Item>
            )}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
