import { Stack, Title } from "@mantine/core";
import { useMemo } from "react";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccountDetail } from "../accounts/use-account-detail.ts";
import { TemplateEditor, type TemplateEditorPaths } from "./template-editor.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useTemplate } from "./use-templates.ts";

/**
 * /msp/:accountId/template/:id/:type: a service provider's template, opened by the platform owner from the
 * provider's page (or by the provider itself), in the same editor; a template of another account is refused.
 */
export default function MspTemplatePage() {
  const { accountId = "", id = "" } = useParams();
  const account = useAccountDetail(accountId);
  const template = useTemplate(id);
  usePageTitle(account.data?.accountName);
  const paths = useMemo<TemplateEditorPaths>(
    () => ({
      backTo: `/msp/${encodeURIComponent(accountId)}/view`,
      editPath: (t) =>
        `/msp/${encodeURIComponent(accountId)}/template/${encodeURIComponent(t.id)}/${encodeURIComponent(t.type)}`,
    }),
    [accountId],
  );
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {template.data?.title ?? T.itemTitle}
      </Title>
      <TemplateEditor
        key={id}
        templateId={id}
        accountId={accountId}
        paths={paths}
        newTypes={["static", "dynamic"]}
      />
    </Stack>
  );
}
