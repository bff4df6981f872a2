import { Accordion, Badge, Button, EmptyState, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { TeamId, TTeam } from "@q2c/domain";
import { IconPlus, IconUsersGroup } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { LoadError } from "./load-error.tsx";
import { TEAM_TYPE_LABELS } from "./member-model.ts";
import { TeamFormModal } from "./team-form-modal.tsx";
import { TeamPanel } from "./team-panel.tsx";
import { useTeams } from "./use-teams.ts";

export interface TeamsTabProps {
  accountId: string;
  canManage: boolean;
}

const memberCount = (n: number) => (n === 1 ? "1 member" : `${n} members`);

/** The account's teams; opening one loads its members (GET /teams/:id/users). */
export function TeamsTab({ accountId, canManage }: TeamsTabProps) {
  const teams = useTeams(accountId);
  const list = useMemo(() => teams.data?.pages.flatMap((p) => p.data) ?? [], [teams.data]);
  const [opened, setOpened] = useState<string | null>(null);
  // Kept apart so that the modal keeps its title while it closes.
  const [formOpen, setFormOpen] = useState(false);
  const [formTeam, setFormTeam] = useState<TTeam | null>(null);
  const openForm = (team: TTeam | null) => {
    setFormTeam(team);
    setFormOpen(true);
  };

  let content: React.ReactNode;
  if (teams.isPending)
    content = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading teams">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </Stack>
    );
  else if (teams.isError)
    content = (
      <LoadError
        error={teams.error}
        title="Teams unavailable"
        fallback="The teams could not be loaded."
        onRetry={() => void teams.refetch()}
      />
    );
  else if (list.length === 0)
    content = (
      <EmptyState
        icon={<IconUsersGroup size={28} aria-hidden />}
        withIndicatorBackground
        title="No teams yet"
        description="Teams group members by what they do: sales, finance, engineering, operations, project management or support."
      />
    );
  else
    content = (
      <Accordion variant="separated" radius="md" value={opened} onChange={setOpened}>
        {list.map((team) => (
          <Accordion.Item key={team.id} value={team.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={500}>{team.name}</Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" tt="none">
                    {TEAM_TYPE_LABELS[team.teamType as TeamId] ?? team.teamType}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {memberCount(team.memberCount)}
                  </Text>
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {opened === team.id ? (
                <TeamPanel team={team} canManage={canManage} onRename={openForm} />
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );

  return (
    <Stack gap="md">
      {canManage ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            Create team
          </Button>
        </Group>
      ) : null}
      {content}
      {teams.hasNextPage ? (
        <Button
          variant="subtle"
          onClick={() => void teams.fetchNextPage()}
          loading={teams.isFetchingNextPage}
        >
          Show more teams
        </Button>
      ) : null}
      {canManage ? (
        <TeamFormModal
          opened={formOpen}
          onClose={() => setFormOpen(false)}
          accountId={accountId}
          team={formTeam}
        />
      ) : null}
    </Stack>
  );
}
