import type { TCategory } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { allCategories, toCategory } from "./repo.ts";

/**
 * Foundation §7: the categories shown in menus (showInMenu yes), each with its parent set. The platform
 * owner may ask for the hidden ones too, to edit them; for anyone else includeHidden changes nothing.
 */
export async function listCategories(
  deps: Deps,
  principal: Principal,
  includeHidden: boolean | undefined,
): Promise<{ data: TCategory[] }> {
  const all = await allCategories(deps.db);
  const byId = new Map(all.map((c) => [c.id, c]));
  const everything = includeHidden === true && principal.accountKind === "platformOwner";
  return { data: all.filter((c) => everything || c.showInMenu).map((c) => toCategory(c, byId)) };
}
