import {
  ActionIcon,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { MESSAGES, type TeamLevel, type TTeam, type TTeamMember } from "@q2c/domain";
import { IconPencil, IconTrash, IconUserMinus } from "@tabler/icons-react";
import { useMemo } from "react";
import { confirmAction, confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { AddTeamMember } from "./add-team-member.tsx";
import { LoadError } from "./load-error.tsx";
import { TEAM_LEVEL_OPTIONS } from "./member-model.ts";
import { useDeleteTeam, useRemoveTeamMember, useSetTeamMember, useTeamMembers } from "./use-teams.ts";

export interface TeamPanelProps {
  team: TTeam;
  canManage: boolean;
  onRename: (team: TTeam) => void;
}

function MemberRow({ team, member, canManage }: { team: TTeam; member: TTeamMember; canManage: boolean }) {
  const setLevel = useSetTeamMember(team.id);
  const removal = useRemoveTeamMember(team.id);

  const changeLevel = (level: TeamLevel) =>
    setLevel.mutate(
      { userId: member.userId, level },
      {
        onSuccess: () => notifySuccess(member.displayName, "updated"),
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );

  const remove = async () => {
    const ok = await confirmAction({
      title: "Remove from team",
      message: `Remove ${member.displayName} from ${team.name}? The user stays in the account.`,
      confirmLabel: "Remove",
      danger: true,
    });
    if (!ok) return;
    removal.mutate(member.userId, {
      onSuccess: () => notifySuccess(member.displayName, "removed"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  return (
    <Table.Tr>
      <Table.Td>{member.displayName}</Table.Td>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td w={160}>
        {canManage ? (
          <Select
            aria-label={`Level of ${member.displayName}`}
            data={TEAM_LEVEL_OPTIONS}
            value={member.level}
            allowDeselect={false}
            disabled={setLevel.isPending}
            onChange={(v) => v && v !== member.level && changeLevel(v as TeamLevel)}
          />
        ) : member.level === "manager" ? (
          "Manager"
        ) : (
          "User"
        )}
      </Table.Td>
      {canManage ? (
        <Table.Td w={56}>
          <ActionIcon
            variant="subtle"
            color="danger"
            aria-label={`Remove ${member.displayName} from ${team.name}`}
            loading={removal.isPending}
            onClick={() => void remove()}
          >
            <IconUserMinus size={18} aria-hidden />
          </ActionIcon>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** The members of one team (GET /teams/:id/users) and, for administrators, the team's actions. */
export function TeamPanel({ team, canManage, onRename }: TeamPanelProps) {
  const members = useTeamMembers(team.id, true);
  const deletion = useDeleteTeam();
  const list = useMemo(() => members.data?.pages.flatMap((p) => p.data) ?? [], [members.data]);
  const memberIds = useMemo(() => new Set(list.map((m) => m.userId)), [list]);

  const remove = async () => {
    if (!(await confirmDelete({ title: `Delete ${team.name}` }))) return;
    deletion.mutate(team.id, {
      onSuccess: () => notifySuccess("Team", "deleted"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  let content: React.ReactNode;
  if (members.isPending)
    content = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading the members of ${team.name}`}>
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="45%" />
      </Stack>
    );
  else if (members.isError)
    content = (
      <LoadError
        error={members.error}
        title="Members unavailable"
        fallback="The members of this team could not be loaded."
        onRetry={() => void members.refetch()}
      />
    );
  else if (list.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        No members in this team yet.
      </Text>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Level</Table.Th>
              {canManage ? (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((m) => (
              <MemberRow key={m.userId} team={team} member={m} canManage={canManage} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      {content}
      {members.hasNextPage ? (
        <Button
          variant="subtle"
          onClick={() => void members.fetchNextPage()}
          loading={members.isFetchingNextPage}
        >
          Show more members
        </Button>
      ) : null}
      {canManage ? (
        <>
          <AddTeamMember team={team} memberIds={memberIds} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onRename(team)}
            >
              Rename or change type
            </Button>
            <Button
              variant="light"
              color="danger"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={deletion.isPending}
              onClick={() => void remove()}
            >
              Delete team
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
