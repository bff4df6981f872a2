import { Button, Group, SegmentedControl, Select, Switch, TextInput } from "@mantine/core";
import {
  EXPIRING_WITHIN_DAYS,
  MESSAGES,
  QUOTE_LIST_SORT_LABELS,
  QUOTE_LIST_SORTS,
  QUOTE_OUTCOME_LABELS,
  QUOTE_OUTCOMES,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuoteListSort,
  type QuoteOutcome,
  type QuoteStage,
} from "@q2c/domain";
import { IconSearch, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { accountUsersApi } from "../../api/account-users-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { formatDate } from "../accounts/format-date.ts";
import { NO_FILTERS, type QuoteFilters } from "./quote-list-filters.ts";
import { QUOTE_TEXTS as T } from "./texts.ts";
import { useCustomerChoices } from "./use-quotes.ts";

const STAGE_OPTIONS = QUOTE_STAGES.map((stage) => ({ value: stage, label: QUOTE_STAGE_LABELS[stage] }));
const OUTCOME_OPTIONS = QUOTE_OUTCOMES.map((o) => ({ value: o, label: QUOTE_OUTCOME_LABELS[o] }));
const SORT_OPTIONS = QUOTE_LIST_SORTS.map((s) => ({ value: s, label: QUOTE_LIST_SORT_LABELS[s] }));
const ARCHIVED_OPTIONS = [
  { value: "active", label: T.active },
  { value: "archived", label: T.archived },
  { value: "all", label: T.all },
];

/** The MSP's users, for the owner filter (the first 100: a sales team, not a directory). */
function useOwnerChoices(enabled: boolean) {
  const user = useRequiredUser();
  const params = { limit: 100 };
  return useQuery({
    queryKey: queryKeys.accountUsers(user.accountId, params),
    queryFn: () => accountUsersApi.list(user.accountId, params),
    enabled,
  });
}

/** The customer filter: a searchable choice of the MSP's customers, keeping the chosen one in the list. */
function CustomerFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const [q, setQ] = useState("");
  const choices = useCustomerChoices(q, true);
  const data = (choices.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName }));
  return (
    <Select
      label={T.customer}
      placeholder={T.allCustomers}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      onSearchChange={setQ}
      clearable
      nothingFoundMessage={MESSAGES.noResultsFound}
      w={200}
    />
  );
}

export interface QuoteListFilterBarProps {
  filters: QuoteFilters;
  onChange: (change: Partial<QuoteFilters>) => void;
  /** The MSP's own list: owner and customer filters (customers and partners see neither). */
  providerFilters: boolean;
  /** No customer filter on a customer's own page. */
  customerFixed: boolean;
}

/** Search, stage, status, owner, customer, expiring, archived and sort of the quote list. */
export function QuoteListFilterBar({
  filters,
  onChange,
  providerFilters,
  customerFixed,
}: QuoteListFilterBarProps) {
  const user = useRequiredUser();
  const owners = useOwnerChoices(providerFilters);
  const ownerData = [
    { value: user.id, label: T.me },
    ...(owners.data?.data ?? [])
      .filter((u) => u.id !== user.id)
      .map((u) => ({ value: u.id, label: u.displayName || u.email })),
  ];
  const changed = JSON.stringify({ ...filters, sort: "newest" }) !== JSON.stringify(NO_FILTERS);
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
        w={240}
      />
      <Select
        label={T.stage}
        placeholder={T.allStages}
        data={STAGE_OPTIONS}
        value={filters.stage}
        onChange={(value) => onChange({ stage: value as QuoteStage | null })}
        clearable
        nothingFoundMessage={MESSAGES.noResultsFound}
        w={170}
      />
      <Select
        label={T.status}
        placeholder={T.anyStatus}
        data={OUTCOME_OPTIONS}
        value={filters.outcome}
        onChange={(value) => onChange({ outcome: value as QuoteOutcome | null, decidedFrom: null })}
        clearable
        w={140}
        description={filters.decidedFrom ? T.decidedSince(formatDate(filters.decidedFrom)) : undefined}
      />
      {providerFilters ? (
        <Select
          label={T.owner}
          placeholder={T.anyOwner}
          data={ownerData}
          value={filters.ownerUserId}
          onChange={(value) => onChange({ ownerUserId: value })}
          searchable
          clearable
          nothingFoundMessage={MESSAGES.noResultsFound}
          w={180}
        />
      ) : null}
      {providerFilters && !customerFixed ? (
        <CustomerFilter value={filters.accountId} onChange={(accountId) => onChange({ accountId })} />
      ) : null}
      <Select
        label={T.sort}
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(value) => onChange({ sort: (value as QuoteListSort | null) ?? "newest" })}
        allowDeselect={false}
        w={180}
      />
      <SegmentedControl
        aria-label={T.show}
        data={ARCHIVED_OPTIONS}
        value={filters.archived}
        onChange={(value) => onChange({ archived: value as QuoteFilters["archived"] })}
      />
      <Switch
        label={T.expiring(EXPIRING_WITHIN_DAYS)}
        checked={filters.expiring}
        onChange={(e) => onChange({ expiring: e.currentTarget.checked })}
        mb={8}
      />
      {changed ? (
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
        >
          {T.clearFilters}
        </Button>
      ) : null}
    </Group>
  );
}
