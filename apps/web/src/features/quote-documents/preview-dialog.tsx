import { Modal } from "@mantine/core";
import type { QuoteDocumentType, TTemplatePreview } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/api-error.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { DocumentFrame } from "../signing/document-frame.tsx";

export interface PreviewDialogProps {
  title: string;
  /** What the preview is of (the query's key), and how it is read. */
  queryKey: readonly unknown[];
  read: () => Promise<TTemplatePreview>;
  type: QuoteDocumentType;
  onClose: () => void;
}

/** A document (or a template as this quote would fill it) in a sandboxed frame, as it prints. */
export function PreviewDialog({ title, queryKey, read, onClose }: PreviewDialogProps) {
  const preview = useQuery({ queryKey, queryFn: read });
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ "aria-label": "Close" }}>
      {preview.data ? (
        <DocumentFrame
          title={title}
          html={preview.data.html}
          headerHtml={preview.data.headerHtml}
          footerHtml={preview.data.footerHtml}
        />
      ) : preview.isError ? (
        <ListError message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
      ) : (
        <ListSkeleton label={title} rows={8} />
      )}
    </Modal>
  );
}
