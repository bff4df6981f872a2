import { Stack } from "@mantine/core";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { QuoteSettingsForm, QUOTE_SETTINGS_TEXTS as T } from "./quote-settings-form.tsx";
import { useQuoteSettings } from "./use-quote-settings.ts";

/** /settings/quotes: the company's quote defaults and its margin and discount guardrails (issue #16 §4, §5). */
export default function QuoteSettingsPage() {
  const query = useQuoteSettings();
  const canManage = useCan("quoteSettings.manage");
  let body: React.ReactNode;
  if (query.data)
    body = <QuoteSettingsForm settings={query.data} refetch={query.refetch} readOnly={!canManage} />;
  else if (query.isError) body = <ListError message={T.couldNotLoad} onRetry={() => void query.refetch()} />;
  else body = <RecordSkeleton label={T.loading} height={260} />;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={T.title} intro={T.intro} />
      {body}
    </Stack>
  );
}
