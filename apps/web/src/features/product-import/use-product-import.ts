import type { TProductImport } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type ImportChoices, productImportApi, productImportKey } from "../../api/product-import-api.ts";

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 500;

/**
 * Checks a file (the preview: what each row would do), starts its import with the choices made, and
 * follows it until it finishes, whether or not its dialog is open (the server does
 * the work; this only watches). `onFinished` runs once per import, when it leaves "running".
 */
export function useProductImport(onFinished: (job: TProductImport) => void) {
  const client = useQueryClient();
  const [importId, setImportId] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (file: File) => productImportApi.preview(file) });
  const start = useMutation({
    mutationFn: ({ file, choices }: { file: File; choices: ImportChoices }) =>
      productImportApi.start(file, choices),
    onSuccess: (job) => {
      client.setQueryData(productImportKey(job.id), job);
      setImportId(job.id);
    },
  });
  const progress = useQuery({
    queryKey: productImportKey(importId ?? ""),
    queryFn: () => productImportApi.get(importId ?? ""),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const job = importId === null ? null : (progress.data ?? null);

  const latest = useRef(onFinished);
  latest.current = onFinished;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!job || job.status === "running" || reported.current === job.id) return;
    reported.current = job.id;
    latest.current(job);
  }, [job]);

  return {
    job,
    preview,
    start,
    /** A poll that failed; the last known progress stays shown. */
    pollError: progress.error,
    /** Forgets a finished import so another file can be chosen. */
    reset: () => {
      setImportId(null);
      preview.reset();
      start.reset();
    },
  };
}
