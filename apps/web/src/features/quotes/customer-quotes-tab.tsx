import { Group, Stack } from "@mantine/core";
import { IconBriefcase, IconFileDollar } from "@tabler/icons-react";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { canBuildQuotes } from "./quote-format.ts";
import { QuoteList } from "./quote-list.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";

/**
 * The customer view's Projects tab (won quotes, type project) and Quotes tab (type quote): that
 * customer's rows of GET /quotes, with Create Quote for those who build quotes
 * (a won quote is a project; what the button starts is a quote).
 */
export function CustomerQuotesTab({ accountId, type }: { accountId: string; type: "project" | "quote" }) {
  const ctx = useAccessContext();
  const add = canBuildQuotes(ctx) ? (
    <AddButton to={`/customers/${encodeURIComponent(accountId)}/projects/add`}>{T.create}</AddButton>
  ) : null;
  const projects = type === "project";
  return (
    <Stack gap="md">
      {add ? <Group justify="flex-end">{add}</Group> : null}
      <QuoteList
        label={projects ? T.projectsTab : T.quotesTab}
        fixed={{ accountId, type }}
        customerId={accountId}
        empty={{
          title: projects ? T.noProjects : T.noCustomerQuotesYet,
          description: projects ? T.noProjectsText : T.noCustomerQuotesText,
          icon: projects ? <IconBriefcase size={28} aria-hidden /> : <IconFileDollar size={28} aria-hidden />,
          action: add ?? undefined,
        }}
      />
    </Stack>
  );
}
