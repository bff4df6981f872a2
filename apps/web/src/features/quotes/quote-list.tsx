import { Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ReactNode } from "react";
import type { QuoteListParams } from "../../api/quotes-api.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { canBuildQuotes } from "./quote-format.ts";
import { QuoteListFilterBar } from "./quote-list-filter-bar.tsx";
import { isFiltered, listParamsOf, useQuoteFilters } from "./quote-list-filters.ts";
import { QuotesTable } from "./quotes-table.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";
import { useQuoteList } from "./use-quotes.ts";

export interface QuoteListProps {
  /** The table's accessible name. */
  label: string;
  /** Filters the user cannot change (a customer's page, projects or quotes). */
  fixed?: Pick<QuoteListParams, "accountId" | "type">;
  /** On a customer's page: rows open beneath /customers/:id. */
  customerId?: string;
  empty: { title: string; description: string; icon: ReactNode; action?: ReactNode };
}

/**
 * A filtered, searchable, sortable, keyset-paged list of quotes (GET /quotes), scoped by the server. The
 * filters live in the URL's query (quote-list-filters.ts), so a dashboard tile links to a filtered list.
 */
export function QuoteList({ label, fixed = {}, customerId, empty }: QuoteListProps) {
  const ctx = useAccessContext();
  const [filters, setFilters] = useQuoteFilters();
  const [q] = useDebouncedValue(filters.search.trim(), 300);
  const params = { ...listParamsOf(filters, q), ...fixed };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(params));
  const list = useQuoteList({ ...params, ...cursor });
  useQueryErrorNotice(list.error, T.couldNotLoad);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} />;
  else if (list.isError && !list.data)
    body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0) body = <ListEmpty filtered={isFiltered(filters)} {...empty} />;
  else body = <QuotesTable label={label} rows={list.data.data} ctx={ctx} customerId={customerId} />;

  return (
    <Stack gap="md">
      <QuoteListFilterBar
        filters={filters}
        onChange={setFilters}
        providerFilters={canBuildQuotes(ctx) && ctx.accountKind === "msp_expert"}
        customerFixed={fixed.accountId !== undefined}
      />
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={T.pages} />
    </Stack>
  );
}
