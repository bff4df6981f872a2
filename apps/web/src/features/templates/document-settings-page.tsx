import { Stack } from "@mantine/core";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { DocumentSettingsForm } from "./document-settings-form.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useDocumentSettings } from "./use-document-settings.ts";
import { useTemplateOptions } from "./use-templates.ts";

/** /settings/documents: the template each document type starts from (issue #17 §1). */
export default function DocumentSettingsPage() {
  const settings = useDocumentSettings();
  const templates = useTemplateOptions();
  const canManage = useCan("documentSettings.manage");
  let body: React.ReactNode;
  if (settings.data && templates.data)
    body = (
      <DocumentSettingsForm
        settings={settings.data}
        templates={templates.data}
        refetch={settings.refetch}
        readOnly={!canManage}
      />
    );
  else if (settings.isError || templates.isError)
    body = (
      <ListError
        message={T.settingsCouldNotLoad}
        onRetry={() => {
          if (settings.isError) void settings.refetch();
          if (templates.isError) void templates.refetch();
        }}
      />
    );
  else body = <RecordSkeleton label={T.settingsLoading} height={320} />;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={T.settingsTitle} intro={T.settingsIntro} />
      {body}
    </Stack>
  );
}
