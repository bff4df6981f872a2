import { Group, Stack, Tabs } from "@mantine/core";
import { IconBooks, IconTemplate } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ContentLibrary } from "./content-library.tsx";
import { TemplateList } from "./template-list.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { toolsPaths } from "./tools-template-page.tsx";

/** /tools/templates: the document templates and the content library, a tab each (?tab=library). */
export default function ToolsTemplatesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "library" ? "library" : "templates";
  const owner = useAccessContext().accountKind === "platformOwner";
  const canManage = useCan("templates.manage");
  const paths = toolsPaths(owner);
  const add = canManage ? (
    <Group gap="sm">
      <AddButton to="/templates/add">{T.add}</AddButton>
      {owner ? <AddButton to="/tools/templates/custom-add">{T.addCustom}</AddButton> : null}
    </Group>
  ) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.toolsIntro} />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === "library" ? { tab: "library" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />}>
            {T.tabTemplates}
          </Tabs.Tab>
          <Tabs.Tab value="library" leftSection={<IconBooks size={16} aria-hidden />}>
            {T.tabLibrary}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates">
          <Stack gap="md">
            {add ? <Group justify="flex-end">{add}</Group> : null}
            <TemplateList add={add} openPath={paths.editPath} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="library">
          <ContentLibrary />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
