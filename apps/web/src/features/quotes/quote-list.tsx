import { Group, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, QUOTE_STAGE_LABELS, QUOTE_STAGES, type QuoteStage } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import type { QuoteListParams } from "../../api/quotes-api.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { QuotesTable } from "./quotes-table.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";
import { useQuoteList } from "./use-quotes.ts";

type Archived = NonNullable<QuoteListParams["archived"]>;

const STAGE_OPTIONS = QUOTE_STAGES.map((stage) => ({ value: stage, label: QUOTE_STAGE_LABELS[stage] }));
const ARCHIVED_OPTIONS = [
  { value: "active", label: T.active },
  { value: "archived", label: T.archived },
  { value: "all", label: T.all },
];

export interface QuoteListProps {
  /** The table's accessible name. */
  label: string;
  /** Filters the user cannot change (a customer's page, projects or quotes). */
  fixed?: Pick<QuoteListParams, "accountId" | "type">;
  /** On a customer's page: rows open beneath /customers/:id. */
  customerId?: string;
  empty: { title: string; description: string; icon: ReactNode; action?: ReactNode };
}

/** A filtered, searchable, keyset-paged list of quotes (GET /quotes), scoped by the server. */
export function QuoteList({ label, fixed = {}, customerId, empty }: QuoteListProps) {
  const ctx = useAccessContext();
  const [stage, setStage] = useState<QuoteStage | null>(null);
  const [archived, setArchived] = useState<Archived>("active");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters = { ...fixed, stage: stage ?? undefined, archived, search: q || undefined };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(filters));
  const list = useQuoteList({ ...filters, ...cursor });
  useQueryErrorNotice(list.error, T.couldNotLoad);
  const filtered = stage !== null || archived !== "active" || q !== "";

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} />;
  else if (list.isError && !list.data)
    body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0) body = <ListEmpty filtered={filtered} {...empty} />;
  else body = <QuotesTable label={label} rows={list.data.data} ctx={ctx} customerId={customerId} />;

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
          label={T.stage}
          placeholder={T.allStages}
          data={STAGE_OPTIONS}
          value={stage}
          onChange={(value) => setStage(value as QuoteStage | null)}
          clearable
          nothingFoundMessage={MESSAGES.noResultsFound}
          w={200}
        />
        <SegmentedControl
          aria-label={T.show}
          data={ARCHIVED_OPTIONS}
          value={archived}
          onChange={(value) => setArchived(value as Archived)}
        />
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={T.pages} />
    </Stack>
  );
}
