import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { PageHeader } from "../layout/page-header.tsx";
import { QueryList, type QueryListProps } from "./query-list.tsx";

export interface ListPageProps<T> extends Omit<QueryListProps<T>, "empty"> {
  title: string;
  intro: ReactNode;
  /** The Add button, for a user who may add: in the header, and in the empty state. */
  add?: ReactNode;
  empty: { title: string; description: string; icon: ReactNode };
  /** The page's dialogs (add, edit). */
  dialogs?: ReactNode;
}

/** A page that is one list: title, intro and Add above the list (its loading, error or empty state). */
export function ListPage<T>({ title, intro, add, empty, dialogs, ...list }: ListPageProps<T>) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} intro={intro} actions={add} />
      <QueryList {...list} empty={{ ...empty, action: add }} />
      {dialogs}
    </Stack>
  );
}
