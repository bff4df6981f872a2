import { Alert, Box, Button, Loader, Modal, Stack, Text } from "@mantine/core";
import { DOCUMENT_PAGE_WIDTH_PX, type TTemplatePreview } from "@q2c/domain";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import type { TemplatePreviewBody } from "../../api/templates-api.ts";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useTemplatePreview } from "./use-templates.ts";

const PAGE_PADDING_PX = 48;
// The page as the PDF prints it: Letter width, the header above and the footer below the text.
const PAGE_CSS = `
  html { background: #e9ecef; }
  body { margin: 0; padding: 16px 0; font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #212529; }
  .page { box-sizing: border-box; width: ${DOCUMENT_PAGE_WIDTH_PX}px; min-height: 1056px; margin: 0 auto;
    padding: ${PAGE_PADDING_PX}px; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
  header { border-bottom: 1px solid #dee2e6; margin-bottom: 24px; padding-bottom: 8px; }
  footer { border-top: 1px solid #dee2e6; margin-top: 24px; padding-top: 8px; font-size: 12px; }
  img { max-width: 100%; height: auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #ced4da; padding: 4px 8px; text-align: left; vertical-align: top; }
`;

/**
 * The preview's whole document: the server's sanitised, filled HTML inside a page of the document's width.
 * It is shown in an iframe with `sandbox=""` (no script, no forms, an origin of its own), so even text that
 * slipped past the sanitiser cannot act in the app.
 */
export function previewDocument(preview: TTemplatePreview): string {
  const header = preview.headerHtml ? `<header>${preview.headerHtml}</header>` : "";
  const footer = preview.footerHtml ? `<footer>${preview.footerHtml}</footer>` : "";
  return `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}</style></head><body><div class="page">${header}<main>${preview.html}</main>${footer}</div></body></html>`;
}

/** The framed preview of a document's HTML. */
export function PreviewFrame({ preview }: { preview: TTemplatePreview }) {
  return (
    <iframe
      title={T.previewFrame}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={previewDocument(preview)}
      style={{ width: "100%", height: "70vh", border: 0, display: "block" }}
    />
  );
}

/** Preview: sends the unsaved text (or a saved template) to POST /templates/preview and frames the answer. */
export function TemplatePreviewButton({ request }: { request: () => TemplatePreviewBody }) {
  const preview = useTemplatePreview();
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    preview.mutate(request());
  };
  return (
    <>
      <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={open}>
        {T.preview}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={T.previewTitle}
        size={DOCUMENT_PAGE_WIDTH_PX + 2 * PAGE_PADDING_PX}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {T.previewWidth}
          </Text>
          {preview.isPending ? (
            <Box role="status" aria-busy="true" aria-label={T.previewing} py="xl" ta="center">
              <Loader />
            </Box>
          ) : preview.isError ? (
            <Alert color="danger" title={T.previewFailed}>
              {errorMessage(preview.error)}
            </Alert>
          ) : preview.data ? (
            <PreviewFrame preview={preview.data} />
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
