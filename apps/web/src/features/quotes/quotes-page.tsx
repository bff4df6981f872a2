import { Stack } from "@mantine/core";
import { IconFileDollar } from "@tabler/icons-react";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { canBuildQuotes } from "./quote-format.ts";
import { QuoteList } from "./quote-list.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";

/**
 * /quotes: the quotes the caller may see (the server scopes them: an MSP its own, a customer only
 * its own account's, a partner those it is a member of); Create Quote for those who build quotes.
 */
export default function QuotesPage() {
  const ctx = useAccessContext();
  const builds = canBuildQuotes(ctx);
  const add = builds ? <AddButton to="/quotes/add">{T.create}</AddButton> : null;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={builds ? T.intro : T.customerIntro} actions={add} />
      <QuoteList
        label={T.gridLabel}
        empty={{
          title: T.noQuotes,
          description: builds ? T.noQuotesText : T.noCustomerQuotes,
          icon: <IconFileDollar size={28} aria-hidden />,
          action: add ?? undefined,
        }}
      />
    </Stack>
  );
}
