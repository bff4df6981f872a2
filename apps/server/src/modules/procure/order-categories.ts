import { categories, products, projectBundleProducts } from "@q2c/db";
import { AppError, isBoughtLine, type TOrderCategoriesResponse, type TOrderCategory } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ORDER_MESSAGES, ORDERABLE_STAGES } from "../orders/create-order.ts";
import { loadOrderSource } from "../orders/order-source.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

export const CATEGORY_MESSAGES = { uncategorised: "Other" } as const;

/**
 * GET /projects/{id}/order-categories (domain §7 "order categories list"): what the order wizard offers of an
 * accepted quote: its chosen lines by category (the bundle product's, else the catalogue product's), each
 * line saying whether it is bought (a suborder line) or a service; the buildings with the address their
 * equipment ships to; and the customer's shipping address. A quote not accepted yet answers 409.
 */
export async function listOrderCategories(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TOrderCategoriesResponse> {
  const project = await findProjectInScope(deps.db, principal, projectId);
  if (!(ORDERABLE_STAGES as readonly string[]).includes(project.stage)) {
    throw new AppError("conflict", { message: ORDER_MESSAGES.notAccepted });
  }
  const source = await loadOrderSource(deps.db, project);
  const bundleIds = [...new Set(source.lines.map((l) => l.bundleProductId))];
  const productIds = [...new Set(source.lines.flatMap((l) => (l.line.productId ? [l.line.productId] : [])))];
  const [bundleRows, productRows] = await Promise.all([
    bundleIds.length === 0
      ? []
      : deps.db
          .select({ id: projectBundleProducts.id, categoryId: projectBundleProducts.categoryId })
          .from(projectBundleProducts)
          .where(
            and(
              eq(projectBundleProducts.tenantId, project.tenantId),
              inArray(projectBundleProducts.id, bundleIds),
            ),
          ),
    productIds.length === 0
      ? []
      : deps.db
          .select({ id: products.id, categoryId: products.categoryId })
          .from(products)
          .where(inArray(products.id, productIds)),
  ]);
  const bundleCategory = new Map(bundleRows.map((b) => [b.id, b.categoryId]));
  const productCategory = new Map(productRows.map((p) => [p.id, p.categoryId]));
  const categoryOf = (l: (typeof source.lines)[number]): string | null =>
    bundleCategory.get(l.bundleProductId) ??
    (l.line.productId ? productCategory.get(l.line.productId) : null) ??
    null;
  const categoryIds = [...new Set(source.lines.flatMap((l) => categoryOf(l) ?? []))];
  const names =
    categoryIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await deps.db
              .select({ id: categories.id, name: categories.name })
              .from(categories)
              .where(inArray(categories.id, categoryIds))
          ).map((c) => [c.id, c.name]),
        );

  const byCategory = new Map<string, TOrderCategory>();
  for (const l of source.lines) {
    const id = categoryOf(l);
    const key = id ?? "";
    let category = byCategory.get(key);
    if (!category) {
      category = { id, name: (id && names.get(id)) || CATEGORY_MESSAGES.uncategorised, lines: [] };
      byCategory.set(key, category);
    }
    category.lines.push({
      id: l.id,
      name: l.line.name,
      partNumber: l.line.partNumber,
      quantity: l.line.quantity,
      price: l.line.price,
      pricingModel: l.line.pricingModel,
      buildingId: l.buildingId,
      bought: isBoughtLine(l),
    });
  }
  const withLines = new Set(source.lines.map((l) => l.buildingId));
  return {
    categories: [...byCategory.values()].sort(
      (a, b) => Number(a.id === null) - Number(b.id === null) || a.name.localeCompare(b.name),
    ),
    buildings: [...source.buildings.values()]
      .filter((b) => withLines.has(b.id))
      .map((b) => ({ id: b.id, name: b.name, siteName: b.siteName, shipTo: b.shipTo })),
    customerShipTo: source.customerShipTo,
  };
}
