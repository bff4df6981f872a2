import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { IconPhoto } from "@tabler/icons-react";
import { type ChangeEvent, useRef } from "react";
import { TEMPLATE_TEXTS as T } from "../texts.ts";
import { altOf, imageDataUrl } from "./image-file.ts";

/**
 * Insert image: picks a PNG, JPEG or WebP file and inserts it where the cursor is as a data: URL (documents
 * carry their images inline; the PDF renderer fetches nothing). Any other file is refused with `onError`.
 */
export function ImageControl({ onError }: { onError: (message: string | null) => void }) {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file || !editor) return;
    const answer = await imageDataUrl(file);
    if ("error" in answer) {
      onError(answer.error);
      return;
    }
    onError(null);
    editor
      .chain()
      .focus()
      .setImage({ src: answer.src, alt: altOf(file) })
      .run();
  };

  return (
    <>
      <RichTextEditor.Control
        aria-label={T.insertImage}
        title={T.insertImage}
        disabled={!editor?.isEditable}
        onClick={() => input.current?.click()}
      >
        <IconPhoto size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept={T.imageTypes}
        hidden
        tabIndex={-1}
        aria-label={T.insertImage}
        data-testid="image-file-input"
        onChange={(event) => void pick(event)}
      />
    </>
  );
}
