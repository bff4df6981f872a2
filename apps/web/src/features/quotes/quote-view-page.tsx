import { Alert, Grid, Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router";
import { queryKeys } from "../../api/query-keys.ts";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useProjectRoom } from "../../app/realtime/use-project-room.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ActivityPanel } from "../project-activity/activity-panel.tsx";
import { WatchButton } from "../project-activity/watch-button.tsx";
import { describeLinkOf } from "../quote-builder/draft-model.ts";
import { QuoteOrderAction } from "../quote-builder/quote-order-action.tsx";
import { CustomerDocuments } from "../quote-documents/customer-documents.tsx";
import { seesMargins } from "./quote-format.ts";
import { QuoteLocations } from "./quote-locations.tsx";
import { QuoteHeading, QuoteTotals, StageStepper } from "./quote-summary.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";
import { useQuote } from "./use-quotes.ts";

/**
 * /quotes/:quoteId/view and /customers/:accountId/projects/:projectId/view: the quote read-only,
 * with its stages, totals, sites and lines, and its live activity.
 */
export default function QuoteViewPage() {
  const { quoteId, projectId, accountId } = useParams();
  const id = quoteId ?? projectId ?? "";
  const ctx = useAccessContext();
  const quote = useQuote(id);
  const client = useQueryClient();
  // The provider's changes (lines, prices, stage) show as they are saved, like the activity does.
  useProjectRoom(id || undefined, {
    onChanged: () => void client.invalidateQueries({ queryKey: queryKeys.quote(id) }),
  });
  const project = quote.data;
  // A comment about a building or line names it, as in the builder.
  const describeLink = useMemo(() => describeLinkOf(project ?? null), [project]);
  // Beneath a customer the crumbs are the customer's name, then the deal's.
  usePageTitle(
    ...(accountId !== undefined ? [project?.accountName, project?.dealName] : [project?.dealName]),
  );

  if (quote.isPending) return <RecordSkeleton label={T.viewLoading} height={320} />;
  if (quote.isError || !project)
    return (
      <Alert color="danger" title="Not loaded">
        {T.quoteCouldNotLoad}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <QuoteHeading
        project={project}
        actions={
          <Group gap="xs">
            <QuoteOrderAction project={project} />
            <WatchButton projectId={project.id} watching={project.watching} />
          </Group>
        }
      />
      <StageStepper stage={project.stage} />
      <QuoteTotals project={project} margins={seesMargins(ctx)} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QuoteLocations locations={project.locations ?? []} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CustomerDocuments quoteId={project.id} quoteNumber={String(project.quoteNumber)} />
            <ActivityPanel projectId={project.id} describeLink={describeLink} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
