import { Alert, Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MESSAGES, type TProductImport } from "@q2c/domain";
import { IconFileTypeCsv, IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import type { ImportChoices } from "../../api/product-import-api.ts";
import { notifyInfo, notifyWarning } from "../../app/feedback/notify.tsx";
import { ImportPreview } from "./import-preview.tsx";
import { ImportProgress } from "./import-progress.tsx";
import { IMPORT_TEXTS } from "./texts.ts";
import { useProductImport } from "./use-product-import.ts";

export interface ImportProductsButtonProps {
  /** Runs when an import finishes, so the page can load the new products. */
  onImported?: () => void;
}

const NO_CHOICES: ImportChoices = { onDuplicate: "update", rows: {} };

/**
 * "Import CSV": a dialog to choose a file, see what importing it will do (new rows, updates, possible
 * duplicates with the choice to update or create, rows with problems), then import it and follow its
 * progress. Closing the dialog does not stop an import; the button shows its progress and a notice says
 * when it has finished.
 */
export function ImportProductsButton({ onImported }: ImportProductsButtonProps) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ImportChoices>(NO_CHOICES);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const { job, preview, start, pollError, reset } = useProductImport((finished: TProductImport) => {
    onImported?.();
    if (openedRef.current) return;
    const text = IMPORT_TEXTS.finishedNotice(finished.fileName, finished);
    if (finished.status === "failed") notifyWarning(`${text}. ${finished.error ?? ""}`.trim());
    else notifyInfo(undefined, text);
  });
  const running = job?.status === "running";
  // The server refuses larger files too; saying so here spares uploading 10 MB for nothing.
  const tooLarge = file !== null && file.size > PRODUCT_IMPORT_MAX_BYTES;
  const checked = preview.data;
  const nothingToDo = checked
    ? checked.counts.create + checked.counts.update + checked.counts.duplicate === 0
    : true;
  const label =
    running && job
      ? `${IMPORT_TEXTS.running} ${IMPORT_TEXTS.rowsOf(job.processedRows, job.totalRows)}`
      : null;
  const again = () => {
    reset();
    setFile(null);
    setChoices(NO_CHOICES);
  };
  const back = () => {
    preview.reset();
    start.reset();
    setChoices(NO_CHOICES);
  };
  const close = (
    <Button variant="default" onClick={() => setOpened(false)}>
      {IMPORT_TEXTS.close}
    </Button>
  );

  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpened(true)}>
        {label ?? IMPORT_TEXTS.importButton}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={IMPORT_TEXTS.modalTitle}
        size="xl"
        closeButtonProps={{ "aria-label": IMPORT_TEXTS.close }}
      >
        {job ? (
          <Stack gap="md">
            <ImportProgress job={job} />
            {pollError ? <Alert color="danger">{errorMessage(pollError)}</Alert> : null}
            <Group justify="flex-end">
              {running ? null : (
                <Button variant="default" onClick={again}>
                  {IMPORT_TEXTS.importAnother}
                </Button>
              )}
              <Button onClick={() => setOpened(false)}>{IMPORT_TEXTS.close}</Button>
            </Group>
          </Stack>
        ) : checked && file ? (
          <Stack gap="md">
            <ImportPreview preview={checked} choices={choices} onChoicesChange={setChoices} />
            {start.error ? <Alert color="danger">{errorMessage(start.error)}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={back}>
                {IMPORT_TEXTS.back}
              </Button>
              {close}
              <Button
                onClick={() => start.mutate({ file, choices })}
                disabled={nothingToDo}
                loading={start.isPending}
              >
                {IMPORT_TEXTS.start}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (file && !tooLarge) preview.mutate(file);
            }}
          >
            <Stack gap="md">
              <Text size="sm">{IMPORT_TEXTS.fileHint}</Text>
              <FileInput
                label={IMPORT_TEXTS.fileLabel}
                placeholder={IMPORT_TEXTS.filePlaceholder}
                accept=".csv,text/csv"
                leftSection={<IconFileTypeCsv size={16} />}
                value={file}
                onChange={(next) => {
                  setFile(next);
                  preview.reset();
                }}
                clearable
                fileInputProps={{ "aria-label": IMPORT_TEXTS.filePlaceholder }}
              />
              {tooLarge ? <Alert color="danger">{PRODUCT_IMPORT_MESSAGES.fileTooLarge}</Alert> : null}
              {preview.error ? <Alert color="danger">{errorMessage(preview.error)}</Alert> : null}
              <Group justify="flex-end">
                {close}
                <Button type="submit" disabled={!file || tooLarge} loading={preview.isPending}>
                  {IMPORT_TEXTS.check}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
