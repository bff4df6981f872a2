import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { accountUsersApi } from "../../api/account-users-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { UsersTable } from "../accounts/users-table.tsx";
import { InviteMembersModal } from "../settings-users/invite-members-modal.tsx";

const COULD_NOT_LOAD = "Could not load the team members.";

/** The Team Members tab: the customer's users (GET /users?accountId=) and inviting more. */
export function TeamMembersTab({ accountId, accountName }: { accountId: string; accountName: string }) {
  const ctx = useAccessContext();
  const [inviting, setInviting] = useState(false);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const { cursor, pager } = useKeysetCursor(q);
  const params = { q: q || undefined, ...cursor };
  const users = useQuery({
    queryKey: queryKeys.customerUsers(accountId, params),
    queryFn: () => accountUsersApi.list(accountId, params),
    placeholderData: keepPreviousData,
  });
  useQueryErrorNotice(users.error, COULD_NOT_LOAD);
  const canInvite = useCan("users.manage");
  const inviteButton = canInvite ? (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
      Invite users
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (users.isPending) body = <ListSkeleton label="Loading the team members" rows={3} />;
  else if (users.isError && !users.data)
    body = <ListError message={COULD_NOT_LOAD} onRetry={() => void users.refetch()} />;
  else if (users.data.data.length === 0)
    body = (
      <ListEmpty
        filtered={q !== ""}
        title="No team members yet"
        description="Invite the customer's people; each gets a link to register."
        icon={<IconUsers size={28} aria-hidden />}
        action={inviteButton}
      />
    );
  else body = <UsersTable users={users.data.data} label="Team members" />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search by name or e-mail"
          placeholder="Search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        {inviteButton}
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(users.data)} label="Team member pages" />
      <InviteMembersModal
        opened={inviting}
        accountId={accountId}
        title={`Invite team members to ${accountName}`}
        actorRole={ctx.role}
        onClose={() => setInviting(false)}
      />
    </Stack>
  );
}
