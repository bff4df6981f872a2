import type { TProduct } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findReadableProduct, type ProductTarget } from "./repo.ts";
import { toProduct } from "./to-product.ts";

/** One product the caller reads (its own tenant's or the platform's). */
export async function getProduct(
  deps: Deps,
  principal: Principal,
  id: string,
  target: ProductTarget = {},
): Promise<TProduct> {
  const platform = deps.config.platformAccountId;
  const row = await findReadableProduct(deps.db, principal, platform, id, target);
  return toProduct(row, platform);
}
