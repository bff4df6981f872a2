import { Button } from "@mantine/core";
import type { ProductOwnership } from "@q2c/domain";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { productImportApi } from "../../api/product-import-api.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { IMPORT_TEXTS } from "./texts.ts";

export interface ExportProductsButtonProps {
  /** Only this category and the ones beneath it; every readable product without it. */
  categoryId?: string;
  productOwnership?: ProductOwnership;
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** "Export CSV": downloads the products as a file that the import reads back, updating the same products. */
export function ExportProductsButton({ categoryId, productOwnership }: ExportProductsButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await productImportApi.exportCsv({ categoryIds: categoryId, productOwnership });
      saveFile(blob, IMPORT_TEXTS.exportFileName());
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
    >
      {IMPORT_TEXTS.exportButton}
    </Button>
  );
}
