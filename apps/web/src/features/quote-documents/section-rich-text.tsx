import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { TableKit } from "@tiptap/extension-table";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useMemo, useRef, useState } from "react";

/** Links the server keeps (issue #17 §1): http, https and mailto only. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

const extensions = () => [
  StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [1, 2, 3, 4] } }),
  Link.configure({
    openOnClick: false,
    protocols: ["mailto"],
    isAllowedUri: (url) => SAFE_LINK.test(url),
    shouldAutoLink: (url) => SAFE_LINK.test(url),
  }),
  TableKit.configure({ table: { resizable: false } }),
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export interface SectionRichTextProps {
  label: string;
  description?: ReactNode;
  /** The initial HTML (the editor owns the text from then on). */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
}

/**
 * A section's text in Mantine's rich-text editor (tiptap): headings, lists, inline formatting, links and
 * tables, as the server's allowlist keeps them; merge fields are typed as `{{name}}`. The server sanitises
 * what is saved. A small wrapper of this folder's own: the templates' editor (features/templates,
 * helper B) is to replace it once both are on main (the props are the same).
 */
export function SectionRichText({ label, description, value, onChange, error }: SectionRichTextProps) {
  const id = useId();
  const change = useRef(onChange);
  change.current = onChange;
  const [initial] = useState(value);
  const [exts] = useState(extensions);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        style: "min-height: 260px",
      },
    }),
    [id, describedBy, error],
  );
  const editor = useEditor({
    extensions: exts,
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => change.current(htmlOf(e)),
  });
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
