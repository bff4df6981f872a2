import { ActionIcon, Group, Loader, Paper, Stack, Switch, Text, Title, Tooltip } from "@mantine/core";
import type { TQuoteDocument, TQuoteDocumentSection } from "@q2c/domain";
import { IconArrowDown, IconArrowUp, IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { DOC_TEXTS as T } from "./texts.ts";
import type { useDocumentEdit } from "./use-quote-documents.ts";

// The rich-text editor (tiptap) loads when a section is first edited, not with the drawer.
const SectionEditorDialog = lazy(() => import("./section-editor-dialog.tsx"));

export interface SectionListProps {
  quoteId: string;
  doc: TQuoteDocument;
  edit: ReturnType<typeof useDocumentEdit>["edit"];
  prepare: ReturnType<typeof useDocumentEdit>["prepare"];
  readOnly: boolean;
}

/**
 * The document's sections in order: each shown or hidden (toggle-section), moved up or down (a swap
 * with its neighbour, swap-section) and edited (title and text). One change at a time.
 */
export function SectionList({ quoteId, doc, edit, prepare, readOnly }: SectionListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<TQuoteDocumentSection | null>(null);
  const type = doc.documentType;
  const sections = doc.sections;

  const run = async (key: string, write: Parameters<typeof edit>[1]) => {
    setBusy(key);
    await edit(doc, write);
    setBusy(null);
  };
  const toggle = (s: TQuoteDocumentSection, visible: boolean) =>
    run(s.key, (version) => quoteDocumentsApi.toggleSection(quoteId, type, { version, key: s.key, visible }));
  const swap = (s: TQuoteDocumentSection, other: TQuoteDocumentSection | undefined) => {
    if (!other) return;
    return run(s.key, (version) =>
      quoteDocumentsApi.swapSection(quoteId, type, { version, from: s.key, to: other.key }),
    );
  };
  const disabled = readOnly || busy !== null;
  // A sent document is asked about (and reset) before its editor opens, not after the typing.
  const openEditor = async (s: TQuoteDocumentSection) => {
    setBusy(s.key);
    const ready = await prepare(doc);
    setBusy(null);
    if (ready) setEditing(ready.sections.find((x) => x.key === s.key) ?? s);
  };

  return (
    <Stack gap="xs" component="section" aria-label={T.sectionsTitle}>
      <div>
        <Title order={3} size="h5">
          {T.sectionsTitle}
        </Title>
        <Text size="xs" c="dimmed">
          {sections.length > 1 ? T.sectionsHelp : T.noSections}
        </Text>
      </div>
      <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: "none" }}>
        {sections.map((s, i) => (
          <Paper component="li" key={s.key} withBorder px="sm" py={6} radius="sm" data-section={s.key}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {busy === s.key ? <Loader size={14} aria-label={T.loading} /> : null}
                <Text size="sm" fw={500} truncate c={s.visible ? undefined : "dimmed"}>
                  {s.title || s.sectionType}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Switch
                  size="xs"
                  aria-label={T.visible(s.title)}
                  checked={s.visible}
                  disabled={disabled}
                  onChange={(e) => void toggle(s, e.currentTarget.checked)}
                />
                <Tooltip label={T.moveUp(s.title)} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={T.moveUp(s.title)}
                    disabled={disabled || i === 0}
                    onClick={() => void swap(s, sections[i - 1])}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={T.moveDown(s.title)} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={T.moveDown(s.title)}
                    disabled={disabled || i === sections.length - 1}
                    onClick={() => void swap(s, sections[i + 1])}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={T.edit(s.title)} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={T.edit(s.title)}
                    disabled={disabled}
                    onClick={() => void openEditor(s)}
                  >
                    <IconPencil size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {editing ? (
        <Suspense fallback={<Loader size="sm" aria-label={T.loading} />}>
          <SectionEditorDialog
            quoteId={quoteId}
            doc={doc}
            section={editing}
            edit={edit}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
