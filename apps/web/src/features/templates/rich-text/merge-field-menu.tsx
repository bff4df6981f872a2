import { Menu, Text } from "@mantine/core";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { MERGE_FIELD_LABELS, MERGE_FIELD_NAMES, PRICING_TABLE_FIELD } from "@q2c/domain";
import { IconBraces } from "@tabler/icons-react";
import { TEMPLATE_TEXTS as T } from "../texts.ts";
import { PAGE_FIELD_LABELS, PAGE_FIELDS } from "./kept-markup.ts";

const FIELDS = [...MERGE_FIELD_NAMES, PRICING_TABLE_FIELD] as const;

/** `{{name}}`: what the server fills with the quote's value (HTML-escaped) when it renders. */
export const mergeToken = (name: string) => `{{${name}}}`;

/**
 * The merge-field menu: inserts a `{{name}}` token where the cursor is. The pricing table goes on a line of
 * its own, as the table it becomes cannot sit inside a sentence. A header's or footer's menu also offers the
 * page number and the page count, which the PDF fills in on every page.
 */
export function MergeFieldMenu({ withPageFields = false }: { withPageFields?: boolean }) {
  const { editor } = useRichTextEditorContext();
  const insert = (name: (typeof FIELDS)[number]) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (name === PRICING_TABLE_FIELD) chain.insertContent(`<p>${mergeToken(name)}</p>`).run();
    else chain.insertContent(mergeToken(name)).run();
  };
  return (
    <Menu position="bottom-start" shadow="md" width={320} disabled={!editor?.isEditable}>
      <Menu.Target>
        <RichTextEditor.Control aria-label={T.mergeFieldInsert} title={T.mergeFieldInsert} px={6} w="auto">
          <IconBraces size={16} stroke={1.5} aria-hidden />
          <Text span size="xs" ml={4}>
            {T.mergeField}
          </Text>
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: "auto" }}>
        {FIELDS.map((name) => (
          <Menu.Item
            key={name}
            onClick={() => insert(name)}
            rightSection={
              <Text span size="xs" c="dimmed" ff="monospace">
                {mergeToken(name)}
              </Text>
            }
          >
            {MERGE_FIELD_LABELS[name]}
          </Menu.Item>
        ))}
        {withPageFields ? (
          <>
            <Menu.Divider />
            <Menu.Label>{T.pageFields}</Menu.Label>
            {PAGE_FIELDS.map((kind) => (
              <Menu.Item key={kind} onClick={() => editor?.chain().focus().insertPageField(kind).run()}>
                {PAGE_FIELD_LABELS[kind]}
              </Menu.Item>
            ))}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
