import { Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, QUOTE_DOCUMENT_TYPES, type TDocumentTemplateSummary } from "@q2c/domain";
import { IconFileText } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useTemplateOptions } from "./use-templates.ts";

/** The page of an item's own text in the documents of one template. */
export const productSectionPath = (
  accountId: string,
  productId: string,
  t: Pick<TDocumentTemplateSummary, "id" | "type">,
) =>
  `/msp/${encodeURIComponent(accountId)}/product-service/${encodeURIComponent(productId)}/template/${encodeURIComponent(t.id)}/document/${encodeURIComponent(t.type)}/replace`;

const QUOTE_TYPES: readonly string[] = QUOTE_DOCUMENT_TYPES;

function DocumentTextsPanel({ productId }: { productId: string }) {
  const user = useRequiredUser();
  const { pathname } = useLocation();
  const templates = useTemplateOptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const choices = useMemo(
    () =>
      (templates.data ?? [])
        .filter((t) => QUOTE_TYPES.includes(t.type))
        .map((t) => ({ value: t.id, label: `${t.title} · ${DOCUMENT_TYPE_LABELS[t.type]}`, template: t })),
    [templates.data],
  );
  const template = choices.find((c) => c.value === chosen)?.template;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {T.productTexts}
          </Title>
          <Text size="sm" c="dimmed">
            {T.productTextsIntro}
          </Text>
        </div>
        {templates.data && choices.length === 0 ? (
          <Text size="sm">{T.productTextsNone}</Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              label={T.productTextsTemplate}
              placeholder={T.productTextsPick}
              data={choices}
              value={chosen}
              onChange={setChosen}
              searchable
              disabled={!templates.data}
              w={380}
            />
            {template ? (
              <Button
                component={Link}
                to={`${productSectionPath(user.accountId, productId, template)}?back=${encodeURIComponent(pathname)}`}
                leftSection={<IconFileText size={16} aria-hidden />}
                variant="default"
              >
                {T.productTextsEdit}
              </Button>
            ) : (
              <Button leftSection={<IconFileText size={16} aria-hidden />} variant="default" disabled>
                {T.productTextsEdit}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * On a catalogue item's page: its own text for the documents of a template (e.g. its scope of services),
 * for users who write templates.
 */
export function ProductDocumentTexts({ productId }: { productId: string }) {
  return useCan("templates.manage") ? <DocumentTextsPanel productId={productId} /> : null;
}
