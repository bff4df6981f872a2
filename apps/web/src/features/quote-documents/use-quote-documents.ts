import { DOCUMENT_MESSAGES, type QuoteDocumentType, type TQuoteDocument } from "@q2c/domain";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError, isApiError } from "../../api/api-error.ts";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyError, notifyWarning } from "../../app/feedback/notify.tsx";
import { DOC_TEXTS as T } from "./texts.ts";

/** While signers are at work (or a seal is pending) the page reads the documents again this often. */
export const DOCUMENTS_POLL_MS = 10_000;

const inFlight = (docs: readonly TQuoteDocument[] | undefined) =>
  (docs ?? []).some((d) => d.status === "sent" || d.sealStatus === "pending");

/** The quote's documents (a customer: those sent to it), read again while signing is under way. */
export function useQuoteDocuments(quoteId: string, enabled = true) {
  return useQuery({
    queryKey: quoteDocumentKeys.list(quoteId),
    queryFn: () => quoteDocumentsApi.list(quoteId),
    enabled,
    refetchInterval: (query) => (inFlight(query.state.data) ? DOCUMENTS_POLL_MS : false),
  });
}

export function useDocumentTemplates(quoteId: string, type: QuoteDocumentType, enabled: boolean) {
  return useQuery({
    queryKey: quoteDocumentKeys.templates(quoteId, type),
    queryFn: () => quoteDocumentsApi.templates(quoteId, type),
    enabled,
    staleTime: 60_000,
  });
}

/** Puts a document the server answered into the list as it is now. */
export function storeDocument(client: QueryClient, quoteId: string, doc: TQuoteDocument): void {
  client.setQueryData<TQuoteDocument[]>(quoteDocumentKeys.list(quoteId), (docs) => {
    const rest = (docs ?? []).filter((d) => d.documentType !== doc.documentType);
    return [...rest, doc];
  });
  void client.invalidateQueries({ queryKey: quoteDocumentKeys.preview(quoteId, doc.documentType) });
}

export type DocumentWrite = (version: number) => Promise<TQuoteDocument | ApiError>;

/**
 * Runs one change of a document with its version. A sent document is asked about first ("Need to edit
 * this document?"): on yes it is reset (signatures cleared, earlier links stop) and the change is made
 * on the reset version; on no nothing happens. A stale version (409) reloads the documents and says so;
 * a document the server says was sent meanwhile is asked about once more. Resolves whether it was made.
 */
export function useDocumentEdit(quoteId: string) {
  const client = useQueryClient();
  const reload = useCallback(
    () =>
      client.fetchQuery({
        queryKey: quoteDocumentKeys.list(quoteId),
        queryFn: () => quoteDocumentsApi.list(quoteId),
      }),
    [client, quoteId],
  );

  /** A sent document asked about and reset; the document to change next, or null (no, or it failed). */
  const prepare = useCallback(
    async (doc: TQuoteDocument): Promise<TQuoteDocument | null> => {
      if (doc.status !== "sent") return doc;
      const yes = await confirmAction({
        title: T.needToEditTitle(doc.title),
        message: DOCUMENT_MESSAGES.needToEdit,
        confirmLabel: "Yes",
        cancelLabel: "No",
      });
      if (!yes) return null;
      const reset = await quoteDocumentsApi.reset(quoteId, doc.documentType, doc.version);
      if (isApiError(reset)) {
        await reload();
        notifyWarning(T.reloaded);
        return null;
      }
      storeDocument(client, quoteId, reset);
      return reset;
    },
    [client, quoteId, reload],
  );

  const edit = useCallback(
    async (doc: TQuoteDocument, write: DocumentWrite, retried = false): Promise<boolean> => {
      try {
        const ready = await prepare(doc);
        if (!ready) return false;
        const answer = await write(ready.version);
        if (!isApiError(answer)) {
          storeDocument(client, quoteId, answer);
          return true;
        }
        const docs = await reload();
        const fresh = docs.find((d) => d.documentType === doc.documentType);
        if (answer.code === "document_sent" && fresh?.status === "sent" && !retried)
          return edit(fresh, write, true);
        const stale =
          answer.code === "conflict" || answer.code === "document_sent" || !answer.hasServerMessage;
        notifyWarning(stale ? T.reloaded : answer.message);
        return false;
      } catch (error) {
        notifyError(error);
        if (error instanceof ApiError && error.status === 404) await reload().catch(() => undefined);
        return false;
      }
    },
    [client, quoteId, reload, prepare],
  );
  /** Asks and resets before an editor opens on a sent document; errors are shown. */
  const prepareSafely = useCallback(
    (doc: TQuoteDocument) =>
      prepare(doc).catch((error: unknown) => {
        notifyError(error);
        return null;
      }),
    [prepare],
  );
  return { edit, prepare: prepareSafely, reload };
}
