import {
  PRODUCT_IMPORT_PREVIEW_ROWS,
  type TProductImportPreview,
  type TProductImportPreviewRow,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { IMPORT_CHUNK_ROWS } from "./import-product-chunk.ts";
import { planProductRows, type RowPlan } from "./plan-product-rows.ts";
import { cleanFileName, readProductFile } from "./start-product-import.ts";

/**
 * What importing a file would do, row by row, writing nothing: the same checks and plans the import's
 * chunks make (so a row that fails here fails there), in chunks of the same size. The counts cover every
 * row; the rows to update, the possible duplicates (for the caller to choose) and the failed rows are
 * listed up to PRODUCT_IMPORT_PREVIEW_ROWS.
 */
export async function previewProductImport(
  deps: Deps,
  principal: Principal,
  upload: { fileName: string; text: string },
): Promise<TProductImportPreview> {
  const { header, rows } = readProductFile(upload.text);
  const caller = {
    tenantId: principal.tenantId,
    scope: principal.scope,
    platformId: deps.config.platformAccountId,
  };
  const counts = { create: 0, update: 0, unchanged: 0, duplicate: 0, failed: 0 };
  const listed: TProductImportPreviewRow[] = [];
  let truncated = false;
  for (let at = 0; at < rows.length; at += IMPORT_CHUNK_ROWS) {
    const plans = await planProductRows(deps.db, caller, header, rows.slice(at, at + IMPORT_CHUNK_ROWS));
    for (const plan of plans) {
      counts[plan.action] += 1;
      if (plan.action === "create" || plan.action === "unchanged") continue;
      if (listed.length < PRODUCT_IMPORT_PREVIEW_ROWS) listed.push(previewRow(plan));
      else truncated = true;
    }
  }
  return {
    fileName: cleanFileName(upload.fileName),
    totalRows: rows.length,
    counts,
    rows: listed,
    truncated,
  };
}

function previewRow(plan: Exclude<RowPlan, { action: "create" | "unchanged" }>): TProductImportPreviewRow {
  switch (plan.action) {
    case "update":
      return {
        row: plan.row,
        action: "update",
        name: plan.changes.name ?? plan.current.name,
        manufacturerPartNumber: plan.changes.manufacturerPartNumber ?? plan.current.manufacturerPartNumber,
        productId: plan.current.id,
        fields: Object.keys(plan.changes),
      };
    case "duplicate":
      return {
        row: plan.row,
        action: "duplicate",
        name: plan.input.name,
        manufacturerPartNumber: plan.input.manufacturerPartNumber ?? "",
        matches: plan.matches.map((m) => ({ id: m.id, name: m.name })),
      };
    case "failed":
      return {
        row: plan.row,
        action: "failed",
        name: plan.name,
        manufacturerPartNumber: plan.partNumber,
        errors: plan.errors,
      };
  }
}
