import "@mantine/tiptap/styles.css";
import { Alert, Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditor } from "@tiptap/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { editorExtensions } from "./editor-extensions.ts";
import { RichTextToolbar, type RichTextVariant } from "./rich-text-toolbar.tsx";

export interface RichTextFieldProps {
  label: string;
  description?: ReactNode;
  /** The field's HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  /** A message under the field (e.g. the server's "Unknown merge field {{x}}."). */
  error?: ReactNode;
  readOnly?: boolean;
  withAsterisk?: boolean;
  variant?: RichTextVariant;
  /** The writing area's least height. */
  minHeight?: number;
}

/** The editor's HTML, "" for an empty document (what the server stores for "no text"). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * A rich-text field (Mantine's editor on tiptap) holding HTML: labelled, described and marked invalid for
 * screen readers like the other fields. The server sanitises what is saved; the editor already keeps to
 * the same allowlist (see editor-extensions.ts).
 */
export function RichTextField(props: RichTextFieldProps) {
  const { value, onChange, readOnly = false, variant = "full", error } = props;
  const id = useId();
  const [imageError, setImageError] = useState<string | null>(null);
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [props.description ? ids.description : null, error ? ids.error : null]
    .filter(Boolean)
    .join(" ");
  const attributes = useMemo(
    () => ({
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": ids.label,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(error ? { "aria-invalid": "true" } : {}),
      ...(readOnly ? { "aria-readonly": "true" } : {}),
      style: `min-height: ${props.minHeight ?? (variant === "full" ? 240 : 72)}px`,
    }),
    [ids.label, describedBy, error, readOnly, props.minHeight, variant],
  );
  // The latest onChange, read by the editor's update handler (created once).
  const change = useRef(onChange);
  change.current = onChange;

  // Options keep their identity across renders: the editor compares them on each render.
  const [extensions] = useState(editorExtensions);
  const [initialContent] = useState(value);
  const editorProps = useMemo(() => ({ attributes }), [attributes]);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => change.current(htmlOf(e)),
  });

  // A new value from outside (a reload, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper
      label={props.label}
      labelElement="div"
      labelProps={{ id: ids.label }}
      description={props.description}
      descriptionProps={{ id: ids.description }}
      error={error}
      errorProps={{ id: ids.error }}
      withAsterisk={props.withAsterisk}
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{ linkEditorInputPlaceholder: "https://example.com or mailto:name@example.com" }}
        style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        {readOnly ? null : <RichTextToolbar variant={variant} onImageError={setImageError} />}
        <RichTextEditor.Content />
      </RichTextEditor>
      {imageError ? (
        <Alert
          color="danger"
          mt="xs"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setImageError(null)}
        >
          {imageError}
        </Alert>
      ) : null}
    </Input.Wrapper>
  );
}
