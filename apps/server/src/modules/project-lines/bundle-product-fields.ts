import { categories, type Db, users } from "@q2c/db";
import { MESSAGES, PROJECT_MESSAGES, type TBundleTasks, type YesNo } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import type { FieldErrors } from "./project-refs.ts";

/** The editable fields of a bundle product as its update calls send them. */
export interface BundleProductEdit {
  name?: string | undefined;
  categoryId?: string | null | undefined;
  providerLinkId?: string | null | undefined;
  manufacturerId?: string | null | undefined;
  distributorId?: string | null | undefined;
  acceptEquipment?: YesNo | undefined;
  ingramPartNumber?: string | undefined;
  tasks?: TBundleTasks | undefined;
}

/** The columns an edit changes; absent fields stay, null clears the nullable ones. */
export function bundleProductPatch(edit: BundleProductEdit): Partial<BundleProductRow> {
  const patch: Partial<BundleProductRow> = {};
  if (edit.name !== undefined) patch.name = edit.name;
  if (edit.categoryId !== undefined) patch.categoryId = edit.categoryId;
  if (edit.providerLinkId !== undefined) patch.providerLinkId = edit.providerLinkId;
  if (edit.manufacturerId !== undefined) patch.manufacturerId = edit.manufacturerId;
  if (edit.distributorId !== undefined) patch.distributorId = edit.distributorId;
  if (edit.acceptEquipment !== undefined) patch.acceptEquipment = edit.acceptEquipment === "yes";
  if (edit.ingramPartNumber !== undefined) patch.ingramPartNumber = edit.ingramPartNumber;
  if (edit.tasks !== undefined) patch.tasks = edit.tasks as unknown as Record<string, unknown>;
  return patch;
}

/**
 * References an edit makes that must exist: the category in the platform tree, and the task users
 * among the quote's MSP's own users. Errors are named `${prefix}categoryId`, `${prefix}tasks.users.N`.
 */
export async function checkBundleProductRefs(
  db: Db,
  mspAccountId: string,
  edits: readonly { prefix: string; edit: BundleProductEdit }[],
  errors: FieldErrors,
): Promise<void> {
  const categoryIds = [...new Set(edits.flatMap(({ edit }) => (edit.categoryId ? [edit.categoryId] : [])))];
  const userIds = [...new Set(edits.flatMap(({ edit }) => edit.tasks?.users ?? []))];
  const [knownCategories, knownUsers] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.tenantId, mspAccountId),
              eq(users.accountId, mspAccountId),
              inArray(users.id, userIds),
            ),
          ),
  ]);
  const categorySet = new Set(knownCategories.map((c) => c.id));
  const userSet = new Set(knownUsers.map((u) => u.id));
  for (const { prefix, edit } of edits) {
    if (edit.categoryId && !categorySet.has(edit.categoryId))
      errors.add(`${prefix}categoryId`, MESSAGES.unknownCategory);
    edit.tasks?.users.forEach((id, i) => {
      if (!userSet.has(id)) errors.add(`${prefix}tasks.users.${i}`, PROJECT_MESSAGES.unknownUser);
    });
  }
}
