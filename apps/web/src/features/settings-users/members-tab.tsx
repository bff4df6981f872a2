import { Button, EmptyState, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, type Role, type TUserSummary } from "@q2c/domain";
import { IconMailForward, IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { EditMemberModal } from "./edit-member-modal.tsx";
import { InviteMembersModal } from "./invite-members-modal.tsx";
import { LoadError } from "./load-error.tsx";
import { reportInvitations } from "./member-actions.tsx";
import { canManageUser } from "./member-model.ts";
import { MembersTable, MembersTableSkeleton } from "./members-table.tsx";
import { useMemberPage, useSendReminder } from "./use-members.ts";
import { useTeams } from "./use-teams.ts";

export interface MembersTabProps {
  accountId: string;
  actorRole: Role | null;
  selfId: string;
}

/** The account's users, 25 a page (keyset: each page starts after the last id of the one before). */
export function MembersTab({ accountId, actorRole, selfId }: MembersTabProps) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  // Cursors of the pages visited: the last is the current page's `startingAfter`.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [queryOf, setQueryOf] = useState(q);
  if (queryOf !== q) {
    setQueryOf(q);
    setCursors([undefined]);
  }
  const cursor = cursors.at(-1);
  const page = useMemberPage(accountId, q, cursor);
  const teamsQuery = useTeams(accountId);
  const teams = useMemo(() => teamsQuery.data?.pages.flatMap((p) => p.data) ?? [], [teamsQuery.data]);
  const teamOptions = teams.map((t) => ({ value: t.id, label: t.name }));

  const actor = useAccessContext();
  const canManage = useCan("users.manage");
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TUserSummary | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const reminder = useSendReminder();

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remindSelected = () =>
    reminder.mutate([...selected], {
      onSuccess: (answer) => {
        reportInvitations(answer.data, () =>
          notifyDone(answer.data.length === 1 ? "Reminder sent" : `${answer.data.length} reminders sent`),
        );
        setSelected(new Set());
      },
      onError: (error) => notifyError(error, { fallback: "The reminders could not be sent." }),
    });

  const members = page.data?.data ?? [];
  // The checkbox column only when this page has someone to remind.
  const remindable = members.some((m) => m.pending && m.active && canManageUser(actor, m.role));
  let body: React.ReactNode;
  if (page.isPending) body = <MembersTableSkeleton />;
  else if (page.isError)
    body = (
      <LoadError
        error={page.error}
        title="Members unavailable"
        fallback="The members could not be loaded."
        onRetry={() => void page.refetch()}
      />
    );
  else if (members.length === 0)
    body = (
      <EmptyState
        icon={<IconUsers size={28} aria-hidden />}
        withIndicatorBackground
        title={q ? MESSAGES.noResultsFound : "No members yet"}
        description={q ? `Nobody matches "${q}".` : "Invite people to work in this account."}
      />
    );
  else
    body = (
      <MembersTable
        members={members}
        actor={actor}
        selfId={selfId}
        selected={remindable ? selected : null}
        onToggle={toggle}
        onEdit={setEditing}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search members"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        {canManage ? (
          <Group gap="sm">
            {selected.size > 0 ? (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={reminder.isPending}
                onClick={remindSelected}
              >
                Send reminder ({selected.size})
              </Button>
            ) : null}
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              Invite members
            </Button>
          </Group>
        ) : null}
      </Group>
      {body}
      {cursors.length > 1 || page.data?.hasMore ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Page {cursors.length}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={cursors.length === 1 || page.isFetching}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              variant="default"
              disabled={!page.data?.hasMore || page.isFetching}
              onClick={() => setCursors((c) => [...c, members.at(-1)?.id])}
            >
              Next
            </Button>
          </Group>
        </Group>
      ) : null}
      {canManage ? (
        <>
          <InviteMembersModal
            opened={inviting}
            onClose={() => setInviting(false)}
            actorRole={actorRole}
            teams={teamOptions}
          />
          <EditMemberModal
            member={editing}
            onClose={() => setEditing(null)}
            actorRole={actorRole}
            teams={teams}
          />
        </>
      ) : null}
    </Stack>
  );
}
