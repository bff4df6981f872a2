import { Badge, Drawer, Group, Tabs } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, QUOTE_DOCUMENT_TYPES, type QuoteDocumentType } from "@q2c/domain";
import { useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { DocumentPanel, type DocumentsQuote } from "./document-panel.tsx";
import { STATUS_COLORS, DOC_TEXTS as T } from "./texts.ts";
import { useQuoteDocuments } from "./use-quote-documents.ts";

export interface DocumentsDrawerProps {
  quote: DocumentsQuote;
  opened: boolean;
  onClose: () => void;
  canEdit: boolean;
}

/**
 * The quote's documents in the builder (issue #17 §2): a tab per document type, each generated, edited,
 * previewed, rendered, sent and followed. Loaded with its own chunk the first time it opens.
 */
export default function DocumentsDrawer({ quote, opened, onClose, canEdit }: DocumentsDrawerProps) {
  const documents = useQuoteDocuments(quote.id, opened);
  const [tab, setTab] = useState<QuoteDocumentType>("proposal");
  const byType = (type: QuoteDocumentType) => documents.data?.find((d) => d.documentType === type);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={T.drawerTitle}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {documents.isPending ? <ListSkeleton label={T.loading} rows={6} /> : null}
      {documents.isError ? (
        <ListError
          message={errorMessage(documents.error, T.couldNotLoad)}
          onRetry={() => void documents.refetch()}
        />
      ) : null}
      {documents.data ? (
        <Tabs
          value={tab}
          onChange={(v) => setTab((v as QuoteDocumentType | null) ?? "proposal")}
          keepMounted={false}
        >
          <Tabs.List aria-label={T.tabs} mb="md">
            {QUOTE_DOCUMENT_TYPES.map((type) => {
              const doc = byType(type);
              return (
                <Tabs.Tab key={type} value={type}>
                  <Group gap={6} wrap="nowrap">
                    {DOCUMENT_TYPE_LABELS[type]}
                    {doc ? (
                      <Badge size="xs" variant="light" color={STATUS_COLORS[doc.status]}>
                        {T.status[doc.status]}
                      </Badge>
                    ) : null}
                  </Group>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {QUOTE_DOCUMENT_TYPES.map((type) => (
            <Tabs.Panel key={type} value={type}>
              <DocumentPanel quote={quote} type={type} doc={byType(type)} canEdit={canEdit} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Drawer>
  );
}
