import { Anchor, Badge, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type AccountListType, MESSAGES, type TAccount } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import {
  accountViewPath,
  companyTypeLabel,
  kindLabel,
  LIST_TYPE_LABELS,
  statusColor,
} from "./account-labels.ts";
import { formatDate } from "./format-date.ts";
import { useAccountList } from "./use-account-list.ts";
import { useAccountNames } from "./use-account-names.ts";

export type AccountColumn = "kind" | "companyType" | "parent" | "status" | "created";

export interface AccountListProps {
  /** What the table is called for screen readers, e.g. "Accounts". */
  label: string;
  /** A fixed filter; without it the user may pick a type. */
  type?: AccountListType;
  columns: readonly AccountColumn[];
  rowActions?: (account: TAccount) => ReactNode;
  /** Where a row's name links to; by default the account's view page, where one exists. */
  viewPath?: (account: TAccount) => string | null;
  empty: { title: string; description: string; icon: ReactNode; action?: ReactNode };
}

const HEADERS: Record<AccountColumn, string> = {
  kind: "Kind",
  companyType: "Company type",
  parent: "Parent",
  status: "Status",
  created: "Created",
};

const ALL_TYPES = "all";
const TYPE_OPTIONS = [
  { value: ALL_TYPES, label: "All types" },
  ...Object.entries(LIST_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/** A searchable, keyset-paginated table of GET /accounts. */
export function AccountList({
  label,
  type,
  columns,
  rowActions,
  viewPath = accountViewPath,
  empty,
}: AccountListProps) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [pickedType, setPickedType] = useState<AccountListType | null>(null);
  const listType = type ?? pickedType ?? undefined;
  const { cursor, pager } = useKeysetCursor(`${q}|${listType ?? ""}`);
  const list = useAccountList({ type: listType, q: q || undefined, ...cursor });
  useQueryErrorNotice(list.error, MESSAGES.couldNotLoadAccounts);

  const rows = list.data?.data ?? [];
  const known = useMemo(() => new Map(rows.map((a) => [a.id, a.accountName])), [rows]);
  const parentNames = useAccountNames(columns.includes("parent") ? rows.map((a) => a.parentId) : [], known);
  const filtered = q !== "" || (type === undefined && pickedType !== null);

  const cell = (account: TAccount, column: AccountColumn): ReactNode => {
    switch (column) {
      case "kind":
        return <Badge variant="light">{kindLabel(account)}</Badge>;
      case "companyType":
        return companyTypeLabel(account.companyType);
      case "parent":
        return account.parentId ? (parentNames.get(account.parentId) ?? "…") : "—";
      case "status":
        return (
          <Badge variant="dot" color={statusColor(account.status)}>
            {account.status}
          </Badge>
        );
      case "created":
        return formatDate(account.createdAt);
    }
  };

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={`Loading ${label.toLowerCase()}`} />;
  else if (list.isError && !list.data)
    body = <ListError message={MESSAGES.couldNotLoadAccounts} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) body = <ListEmpty filtered={filtered} {...empty} />;
  else {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={label} aria-busy={list.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{HEADERS[c]}</Table.Th>
              ))}
              {rowActions ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((account) => {
              const to = viewPath(account);
              return (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    {to ? (
                      <Anchor component={Link} to={to} fw={500}>
                        {account.accountName}
                      </Anchor>
                    ) : (
                      <Text fw={500}>{account.accountName}</Text>
                    )}
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c}>{cell(account, c)}</Table.Td>
                  ))}
                  {rowActions ? <Table.Td>{rowActions(account)}</Table.Td> : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search by name"
          placeholder="Search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        {type === undefined ? (
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={pickedType ?? ALL_TYPES}
            onChange={(v) => setPickedType(v === null || v === ALL_TYPES ? null : (v as AccountListType))}
            allowDeselect={false}
            w={260}
          />
        ) : null}
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={`${label} pages`} />
    </Stack>
  );
}
