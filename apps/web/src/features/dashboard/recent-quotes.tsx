import { Anchor, Card, EmptyState, Group, Title } from "@mantine/core";
import type { TProjectListItem } from "@q2c/domain";
import { IconFileDollar } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { QuotesTable } from "../quotes/quotes-table.tsx";
import { DASHBOARD_TEXTS as T } from "./texts.ts";

export interface RecentQuotesProps {
  rows: readonly TProjectListItem[];
  /** The MSP's users see the quotes they own; customers and partners those shared with them. */
  own: boolean;
  /** The whole list these come from. */
  allLink: string;
}

/** The dashboard's last changed quotes, in the quote list's table. */
export function RecentQuotes({ rows, own, allLink }: RecentQuotesProps) {
  const ctx = useAccessContext();
  const title = own ? T.recent : T.recentShared;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={allLink} size="sm">
          {T.allQuotes}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconFileDollar size={28} aria-hidden />}
          withIndicatorBackground
          title={own ? T.noRecent : T.noSharedQuotes}
          description={own ? T.noRecentText : T.noSharedQuotesText}
        />
      ) : (
        <QuotesTable label={title} rows={rows} ctx={ctx} />
      )}
    </Card>
  );
}
