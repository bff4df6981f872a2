import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import type { QuoteDocumentType } from "@q2c/domain";
import { IconDownload } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { saveFile } from "./save-file.ts";
import { DOC_TEXTS as T } from "./texts.ts";

/** How often a render in progress is asked about. */
export const PDF_POLL_MS = 2_000;

type PdfState =
  | { kind: "idle" }
  | { kind: "working"; status: "asking" | "queued" | "rendering" }
  | { kind: "failed"; message: string };

/**
 * Downloads a document's PDF. The first ask may answer 202 (queued or rendering): the state shows the
 * progress and asks again every 2 s until the file comes (saved under `fileName`) or the render fails,
 * which shows with its reason and a retry (another ask, which queues a new render).
 */
export function usePdfDownload(quoteId: string, type: QuoteDocumentType, fileName: string) {
  const [state, setState] = useState<PdfState>({ kind: "idle" });
  const timer = useRef<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, []);

  const ask = useCallback(async () => {
    timer.current = null;
    try {
      const answer = await quoteDocumentsApi.pdf(quoteId, type);
      if (!alive.current) return;
      if (answer.kind === "file") {
        saveFile(answer.blob, fileName);
        setState({ kind: "idle" });
      } else if (answer.status === "failed") {
        setState({ kind: "failed", message: answer.error ?? "" });
      } else {
        setState({ kind: "working", status: answer.status });
        timer.current = window.setTimeout(() => void ask(), PDF_POLL_MS);
      }
    } catch (error) {
      if (alive.current) setState({ kind: "failed", message: errorMessage(error, T.pdfFailed) });
    }
  }, [quoteId, type, fileName]);

  const start = useCallback(() => {
    if (timer.current !== null) return;
    setState({ kind: "working", status: "asking" });
    void ask();
  }, [ask]);

  return { state, start };
}

export interface PdfDownloadProps {
  quoteId: string;
  type: QuoteDocumentType;
  fileName: string;
  label?: string;
}

/** A "Download PDF" button with the render's progress and failure beneath it. */
export function PdfDownload({ quoteId, type, fileName, label = T.pdf }: PdfDownloadProps) {
  const { state, start } = usePdfDownload(quoteId, type, fileName);
  const working = state.kind === "working";
  return (
    <Stack gap={6}>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={start}
          loading={working && state.status === "asking"}
          disabled={working}
        >
          {label}
        </Button>
      </Group>
      {working && state.status !== "asking" ? (
        <Stack gap={4} role="status" aria-busy="true" aria-label={T.pdfRendering} data-testid="pdf-progress">
          <Text size="xs">{state.status === "queued" ? T.pdfQueued : T.pdfRendering}</Text>
          <Progress value={100} animated striped size="sm" aria-hidden />
        </Stack>
      ) : null}
      {state.kind === "failed" ? (
        <Alert color="danger" variant="light" role="alert" title={T.pdfFailed} p="xs">
          <Group gap="sm" justify="space-between">
            {state.message ? <Text size="xs">{state.message}</Text> : <span />}
            <Button size="compact-xs" variant="default" onClick={start}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
