import type { TManufacturerPrice } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findManufacturerPrice, toManufacturerPrice } from "./manufacturer-price-rows.ts";

/** One manufacturer price agreement the caller sees. */
export async function getManufacturerPrice(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TManufacturerPrice> {
  const found = await findManufacturerPrice(deps, principal, id);
  return toManufacturerPrice(found.row, found.manufacturerName);
}
