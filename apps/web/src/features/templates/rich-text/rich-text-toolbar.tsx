import { RichTextEditor } from "@mantine/tiptap";
import { ImageControl } from "./image-control.tsx";
import { MergeFieldMenu } from "./merge-field-menu.tsx";

export type RichTextVariant = "full" | "compact";

/**
 * The editor's controls. The full toolbar (a body, a section): headings, inline formatting, lists,
 * links, tables (insert, add and remove rows and columns), images, merge fields. The compact one (a header
 * or footer): inline formatting, links, images, merge fields and the page number and count.
 */
export function RichTextToolbar({
  variant,
  onImageError,
}: {
  variant: RichTextVariant;
  onImageError: (message: string | null) => void;
}) {
  const full = variant === "full";
  return (
    <RichTextEditor.Toolbar>
      {full ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      {full ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      {full ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.TableInsert />
          <RichTextEditor.TableRowBefore />
          <RichTextEditor.TableRowAfter />
          <RichTextEditor.TableRowDelete />
          <RichTextEditor.TableColumnBefore />
          <RichTextEditor.TableColumnAfter />
          <RichTextEditor.TableColumnDelete />
          <RichTextEditor.TableToggleHeaderRow />
          <RichTextEditor.TableDelete />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <ImageControl onError={onImageError} />
        <MergeFieldMenu withPageFields={!full} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
