import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { TemplateEditor, type TemplateEditorPaths } from "./template-editor.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useTemplate } from "./use-templates.ts";

export const TEMPLATES_PATHS: TemplateEditorPaths = {
  backTo: "/templates",
  editPath: (t) => `/templates/${encodeURIComponent(t.id)}/edit`,
};

/** The page around a template's editor: its title (the template's, once loaded) and crumb. */
export function TemplateEditorFrame({
  templateId,
  addTitle,
  children,
}: {
  templateId: string | undefined;
  addTitle: string;
  children: React.ReactNode;
}) {
  const template = useTemplate(templateId);
  usePageTitle(template.data?.title);
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {templateId === undefined ? addTitle : (template.data?.title ?? T.itemTitle)}
      </Title>
      {children}
    </Stack>
  );
}

/** /templates/add and /templates/:templateId/edit: one document template. */
export default function TemplateEditorPage() {
  const { templateId } = useParams();
  return (
    <TemplateEditorFrame templateId={templateId} addTitle={T.addTitle}>
      <TemplateEditor
        key={templateId ?? "new"}
        templateId={templateId}
        paths={TEMPLATES_PATHS}
        newTypes={["static", "dynamic"]}
      />
    </TemplateEditorFrame>
  );
}
