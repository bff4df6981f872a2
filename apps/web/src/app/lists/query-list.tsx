import type { ReactNode } from "react";
import { useQueryErrorNotice } from "../feedback/use-query-error-notice.ts";
import { ListEmpty, ListError, ListSkeleton } from "./list-states.tsx";

export interface QueryListProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The rows the query brought; undefined until it has. */
  rows: T[] | undefined;
  /** The placeholder's accessible name, e.g. "Loading the requirements". */
  loadingLabel: string;
  skeletonRows?: number;
  /** Why the list is missing, in a notification and in its place, e.g. "Could not load the rules.". */
  notLoaded: string;
  /** What an empty list says, with its icon and (for a user who may add) an Add button. */
  empty: { title: string; description: string; icon: ReactNode; action?: ReactNode };
  /** A page of rows stays on screen when only its refresh failed. */
  keepRowsOnError?: boolean;
  /** The rows, once there are any. */
  children: (rows: T[]) => ReactNode;
}

/** A list loaded by a query: a placeholder while it loads, an error to retry, its empty state, or the rows. */
export function QueryList<T>(props: QueryListProps<T>) {
  const { query, rows, notLoaded, empty } = props;
  useQueryErrorNotice(query.error, notLoaded);
  if (query.isPending) return <ListSkeleton label={props.loadingLabel} rows={props.skeletonRows} />;
  if (query.isError && !(props.keepRowsOnError && rows))
    return <ListError message={notLoaded} onRetry={() => void query.refetch()} />;
  if (!rows || rows.length === 0)
    return (
      <ListEmpty
        filtered={false}
        title={empty.title}
        description={empty.description}
        icon={empty.icon}
        action={empty.action}
      />
    );
  return <>{props.children(rows)}</>;
}
