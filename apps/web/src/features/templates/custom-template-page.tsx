import { useParams } from "react-router";
import { TemplateEditor } from "./template-editor.tsx";
import { TemplateEditorFrame } from "./template-editor-page.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useToolsPaths } from "./tools-template-page.tsx";

/**
 * /tools/templates/custom-add and /tools/templates/custom/:id (the platform owner's): a custom template,
 * one body of HTML the platform offers beside the static and dynamic ones.
 */
export default function CustomTemplatePage() {
  const { id } = useParams();
  const paths = useToolsPaths();
  return (
    <TemplateEditorFrame templateId={id} addTitle={T.addCustomTitle}>
      <TemplateEditor key={id ?? "new"} templateId={id} paths={paths} newTypes={["custom"]} />
    </TemplateEditorFrame>
  );
}
