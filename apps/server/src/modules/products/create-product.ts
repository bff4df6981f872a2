import { AppError, isServiceKind, type TCreateProductRequest, type TProduct } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { insertProduct, type ProductTarget } from "./repo.ts";
import { toProduct } from "./to-product.ts";

export const notAServiceKind = () =>
  new AppError("bad_request", { fields: { kind: "Choose one of the service kinds." } });

/** Adds a product to the caller's own catalogue (the platform catalogue when the owner adds it). */
export async function createProduct(
  deps: Deps,
  principal: Principal,
  input: TCreateProductRequest,
  target: ProductTarget = {},
): Promise<TProduct> {
  if (target.servicesOnly && !isServiceKind(input.kind)) throw notAServiceKind();
  const row = await deps.db.transaction((tx) => insertProduct(tx, principal, input));
  return toProduct(row, deps.config.platformAccountId);
}
