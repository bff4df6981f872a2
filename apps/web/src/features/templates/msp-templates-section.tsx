import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { mspTemplatePath } from "./msp-template-page.tsx";
import { TemplateList } from "./template-list.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

/** On a service provider's page (the platform owner's view): the provider's own templates, and Add. */
export function MspTemplatesSection({ accountId }: { accountId: string }) {
  const canManage = useCan("templates.manage");
  const add = canManage ? (
    <AddButton to={`/msp/${encodeURIComponent(accountId)}/template-add`}>{T.add}</AddButton>
  ) : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h4">
              {T.providerTemplates}
            </Title>
            <Text size="sm" c="dimmed">
              {T.providerTemplatesIntro}
            </Text>
          </div>
          {add}
        </Group>
        <TemplateList accountId={accountId} add={add} openPath={(t) => mspTemplatePath(accountId, t)} />
      </Stack>
    </Paper>
  );
}
