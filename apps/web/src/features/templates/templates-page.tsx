import { Stack } from "@mantine/core";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { TemplateList } from "./template-list.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

/** /templates: the document templates the account may use (its own and the platform's). */
export default function TemplatesPage() {
  const canManage = useCan("templates.manage");
  const add = canManage ? <AddButton to="/templates/add">{T.add}</AddButton> : null;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} actions={add} />
      <TemplateList add={add} openPath={(t) => `/templates/${encodeURIComponent(t.id)}/edit`} />
    </Stack>
  );
}
