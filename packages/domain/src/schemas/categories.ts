import { z } from "zod";
import { zUuid, zYesNo } from "../validation/rules.ts";
import { zInt, zNullFields, zRequiredText } from "./common.ts";

/** Foundation §3: id, parentId, name, parent, showInMenu (yes/no); children hang by the parent link. */
export const ZCategory = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  showInMenu: zYesNo,
  rootKind: z.string().nullable(),
  position: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryListQuery = z.object({
  /** The platform owner's category editor also needs the hidden ones. */
  includeHidden: z.stringbool().optional(),
});

export const ZCreateCategoryRequest = z.object({
  name: zRequiredText("Name", 200),
  parentId: zUuid.optional(),
  showInMenu: zYesNo.optional(),
  position: zInt().optional(),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

export const ZUpdateCategoryRequest = z.object({
  name: zRequiredText("Name", 200).optional(),
  parentId: zUuid.optional(),
  showInMenu: zYesNo.optional(),
  position: zInt().optional(),
  /** `parentId` here makes the category a root. */
  nullFields: zNullFields(["parentId"]),
});
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;
