import { Stack, Title } from "@mantine/core";
import { useMemo } from "react";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { useAccountDetail } from "../accounts/use-account-detail.ts";
import { TemplateEditor, type TemplateEditorPaths } from "./template-editor.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useTemplate } from "./use-templates.ts";

export const mspTemplatePath = (accountId: string, t: { id: string; type: string }) =>
  `/msp/${encodeURIComponent(accountId)}/template/${encodeURIComponent(t.id)}/${encodeURIComponent(t.type)}`;

/**
 * /msp/:accountId/template/:id/:type and /msp/:accountId/template-add: a service provider's template, made
 * or changed by the platform owner from the provider's page (or by the provider itself), in the same editor;
 * a template of another account is refused. The platform owner alone makes custom templates.
 */
export default function MspTemplatePage() {
  const { accountId = "", id } = useParams();
  const account = useAccountDetail(accountId);
  const template = useTemplate(id);
  const owner = useAccessContext().accountKind === "platformOwner";
  usePageTitle(account.data?.accountName);
  const paths = useMemo<TemplateEditorPaths>(
    () => ({
      backTo: `/msp/${encodeURIComponent(accountId)}/view`,
      editPath: (t) => mspTemplatePath(accountId, t),
    }),
    [accountId],
  );
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {id === undefined ? T.addTitle : (template.data?.title ?? T.itemTitle)}
      </Title>
      <TemplateEditor
        key={id ?? "new"}
        templateId={id}
        accountId={accountId}
        paths={paths}
        newTypes={owner ? ["custom", "static", "dynamic"] : ["static", "dynamic"]}
      />
    </Stack>
  );
}
