import { Paper, Stack, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { UsersTable } from "./users-table.tsx";

const COULD_NOT_LOAD = "Could not load the users.";

/** GET /accounts/:id/users, a page at a time. */
export function AccountUsersSection({ accountId }: { accountId: string }) {
  const { cursor, pager } = useKeysetCursor(accountId);
  const users = useQuery({
    queryKey: queryKeys.accountUsers(accountId, cursor),
    queryFn: () => accountsApi.users(accountId, cursor),
    placeholderData: keepPreviousData,
  });
  useQueryErrorNotice(users.error, COULD_NOT_LOAD);
  let body: React.ReactNode;
  if (users.isPending) body = <ListSkeleton label="Loading the users" rows={3} />;
  else if (users.isError && !users.data)
    body = <ListError message={COULD_NOT_LOAD} onRetry={() => void users.refetch()} />;
  else if (users.data.data.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title="No users yet"
        description="Nobody has been invited into this account."
        icon={<IconUsers size={28} aria-hidden />}
      />
    );
  else body = <UsersTable users={users.data.data} label="Users" />;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Users
        </Title>
        {body}
        <KeysetPagerButtons pager={pager(users.data)} label="User pages" />
      </Stack>
    </Paper>
  );
}
