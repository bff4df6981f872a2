import { useParams } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { TemplateEditor, type TemplateEditorPaths } from "./template-editor.tsx";
import { TemplateEditorFrame } from "./template-editor-page.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

/** Templates opened from Tools > Templates; the platform owner's custom templates have pages of their own. */
export const toolsPaths = (owner: boolean): TemplateEditorPaths => ({
  backTo: "/tools/templates",
  editPath: (t) =>
    owner && t.templateType === "custom"
      ? `/tools/templates/custom/${encodeURIComponent(t.id)}`
      : `/tools/templates/template/${encodeURIComponent(t.id)}/edit`,
});

export const useToolsPaths = () => toolsPaths(useAccessContext().accountKind === "platformOwner");

/** /tools/templates/template/:id/edit: a document template, in the same editor as /templates/:id/edit. */
export default function ToolsTemplatePage() {
  const { id } = useParams();
  const paths = useToolsPaths();
  return (
    <TemplateEditorFrame templateId={id} addTitle={T.addTitle}>
      <TemplateEditor key={id} templateId={id} paths={paths} newTypes={["static", "dynamic"]} />
    </TemplateEditorFrame>
  );
}
