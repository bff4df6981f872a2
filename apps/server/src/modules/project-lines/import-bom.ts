import { projectBuildings } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TBomImportReport } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { ProductRow } from "../products/repo.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { type BomRow, readBom } from "./bom-csv.ts";
import { productsByPartNumber } from "./bom-match.ts";
import { lineFromProduct, readableProductsById } from "./catalogue-source.ts";
import { oneSkuBundleProduct } from "./create-line.ts";
import { blankLine, type LineFields } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { indexProject, mustFind } from "./project-refs.ts";
import { insertBundleProducts } from "./row-writer.ts";

/** A row's line, or what is wrong with it: a catalogue product (by id or part number), or a typed part. */
function lineOfRow(row: BomRow, product: ProductRow | undefined): LineFields | undefined {
  if (Object.keys(row.errors).length > 0) return undefined;
  const extras = { quantity: row.quantity, optional: row.optional, alternativeGroup: row.alternativeGroup };
  if (product) {
    const base = lineFromProduct(product);
    return { ...base, ...extras, name: row.name || base.name, price: row.price ?? base.price };
  }
  if (row.productId !== "") {
    row.errors.productId = PROJECT_MESSAGES.unknownProduct;
    return undefined;
  }
  if (row.name === "" || row.price === null) {
    row.errors.partNumber =
      row.partNumber === ""
        ? PROJECT_MESSAGES.bomNameOrPrice
        : PROJECT_MESSAGES.bomPartUnknown(row.partNumber);
    return undefined;
  }
  return { ...blankLine(row.name), ...extras, partNumber: row.partNumber, price: row.price };
}

/**
 * PUT /projects/{id}/buildings/{buildingId}/import-bom?version=: the rows of a bill of materials as lines
 * of the building, one bundle product per distinct `bundle` value. A bad header refuses the file
 * (400, nothing written); bad rows are reported and skipped; the good rows land in one change.
 */
export async function importBom(
  deps: Deps,
  principal: Principal,
  projectId: string,
  buildingId: string,
  version: number,
  text: string,
): Promise<TBomImportReport> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const rows = readBom(text);
  const platformId = deps.config.platformAccountId;
  const [byPart, byId] = await Promise.all([
    productsByPartNumber(
      db,
      principal,
      platformId,
      rows.map((r) => r.partNumber),
    ),
    readableProductsById(
      db,
      principal,
      platformId,
      rows.flatMap((r) => (r.productId && !r.errors.productId ? [r.productId] : [])),
    ),
  ]);
  const lines = rows.map((row) =>
    lineOfRow(row, row.productId ? byId.get(row.productId) : byPart.get(row.partNumber.toLowerCase())),
  );
  const lineIds = new Map<number, string>();
  let nextVersion = project.version;
  if (lines.some((l) => l !== undefined)) {
    const change = await changeProject(deps, principal, projectId, version, async ({ tx, agg }) => {
      const building = mustFind(indexProject(agg).buildings, buildingId);
      // One bundle product per group that kept at least one good row, in order of first appearance.
      const bundleProducts: BundleProductRow[] = [];
      const bpOf = new Map<string, string>();
      rows.forEach((row, i) => {
        if (!lines[i] || bpOf.has(row.bundle)) return;
        const bp = oneSkuBundleProduct(project, building, row.bundle, bundleProducts.length);
        bundleProducts.push(bp);
        bpOf.set(row.bundle, bp.id);
      });
      await insertBundleProducts(tx, bundleProducts);
      const work = new LineWork(project, agg);
      rows.forEach((row, i) => {
        const fields = lines[i];
        const bpId = bpOf.get(row.bundle);
        if (fields && bpId) lineIds.set(row.row, work.add(bpId, fields, false).id);
      });
      await work.save(tx);
      return {
        event: {
          type: "bom_imported",
          data: {
            buildingId,
            added: lineIds.size,
            failed: rows.length - lineIds.size,
            bundleProducts: bundleProducts.length,
          },
        },
      };
    });
    nextVersion = change.version;
  } else {
    await assertUnchangedImportTarget(deps, project, buildingId, version);
  }
  return {
    version: nextVersion,
    totalRows: rows.length,
    added: lineIds.size,
    failed: rows.length - lineIds.size,
    rows: rows.map((row) => {
      const lineId = lineIds.get(row.row) ?? null;
      return { row: row.row, status: lineId ? "added" : "error", lineId, errors: row.errors };
    }),
  };
}

/** Nothing to write, but the caller still learns of a stale version, a completed quote or a wrong building. */
async function assertUnchangedImportTarget(
  deps: Deps,
  project: { tenantId: string; id: string; version: number; stage: string },
  buildingId: string,
  version: number,
): Promise<void> {
  if (project.version !== version) throw new AppError("conflict", { details: { version: project.version } });
  if (project.stage === "completed") {
    throw new AppError("bad_request", {
      message: PROJECT_MESSAGES.readOnlyStage,
      fields: { stage: PROJECT_MESSAGES.readOnlyStage },
    });
  }
  const [building] = await deps.db
    .select({ id: projectBuildings.id })
    .from(projectBuildings)
    .where(
      and(
        eq(projectBuildings.tenantId, project.tenantId),
        eq(projectBuildings.projectId, project.id),
        eq(projectBuildings.id, buildingId),
      ),
    );
  if (!building) throw new AppError("not_found");
}
