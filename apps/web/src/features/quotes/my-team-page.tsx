import { Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { accountUsersApi } from "../../api/account-users-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { UsersTable } from "../accounts/users-table.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";

/**
 * /my-team: the people of the caller's account (GET /users?accountId=) with their roles and teams.
 * No call counts another user's open quotes (GET /quotes answers for the caller), so none are shown.
 */
export default function MyTeamPage() {
  const user = useRequiredUser();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const { cursor, pager } = useKeysetCursor(q);
  const params = { q: q || undefined, ...cursor };
  const users = useQuery({
    queryKey: queryKeys.customerUsers(user.accountId, params),
    queryFn: () => accountUsersApi.list(user.accountId, params),
    placeholderData: keepPreviousData,
  });
  useQueryErrorNotice(users.error, T.myTeamCouldNotLoad);

  let body: ReactNode;
  if (users.isPending) body = <ListSkeleton label={T.myTeam} rows={4} />;
  else if (users.isError && !users.data)
    body = <ListError message={T.myTeamCouldNotLoad} onRetry={() => void users.refetch()} />;
  else if (users.data.data.length === 0)
    body = (
      <ListEmpty
        filtered={q !== ""}
        title={T.noTeam}
        description={T.noTeamText}
        icon={<IconUsers size={28} aria-hidden />}
      />
    );
  else body = <UsersTable users={users.data.data} label={T.myTeam} />;

  return (
    <Stack gap="lg">
      <PageHeader title={T.myTeam} intro={T.myTeamIntro} />
      <Text size="sm" c="dimmed">
        {user.accountName}
      </Text>
      <TextInput
        label={T.teamSearch}
        placeholder={T.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={280}
      />
      {body}
      <KeysetPagerButtons pager={pager(users.data)} label={`${T.myTeam} pages`} />
    </Stack>
  );
}
