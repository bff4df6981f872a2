import { Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { CONTRACT_STATUSES, type ContractStatus } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { ContractsTable } from "./contracts-table.tsx";
import { CustomerSelect } from "./customer-select.tsx";
import { STATUS_LABELS, CONTRACT_TEXTS as T } from "./texts.ts";
import { useContractList } from "./use-contracts.ts";

const STATUS_OPTIONS = CONTRACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export interface ContractListProps {
  /** The table's accessible name. */
  label: string;
  /** On a customer's page: only that customer's contracts, without the customer filter and column. */
  accountId?: string;
  empty: { title: string; description: string; icon: ReactNode; action?: ReactNode };
}

/** A filtered, searchable, keyset-paged list of contracts (GET /contracts). */
export function ContractList({ label, accountId, empty }: ContractListProps) {
  const [status, setStatus] = useState<ContractStatus | null>(null);
  const [customer, setCustomer] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters = {
    accountId: accountId ?? customer ?? undefined,
    status: status ?? undefined,
    search: q || undefined,
  };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(filters));
  const list = useContractList({ ...filters, ...cursor });
  useQueryErrorNotice(list.error, T.couldNotLoad);
  const filtered = status !== null || (accountId === undefined && customer !== null) || q !== "";

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} />;
  else if (list.isError && !list.data)
    body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0) body = <ListEmpty filtered={filtered} {...empty} />;
  else body = <ContractsTable label={label} rows={list.data.data} withCustomer={accountId === undefined} />;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        <Select
          label={T.status}
          placeholder={T.allStatuses}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as ContractStatus | null)}
          clearable
          w={180}
        />
        {accountId === undefined ? (
          <CustomerSelect
            label={T.customer}
            placeholder={T.allCustomers}
            value={customer}
            onChange={setCustomer}
            clearable
            w={260}
          />
        ) : null}
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={T.pages} />
    </Stack>
  );
}
