import type { TDistributorProduct, TPriceAvailability } from "@q2c/domain";

/** A product as a distributor lists it; the wire shape of the API, so the routes pass it through. */
export type DistributorProduct = TDistributorProduct;
/** Price and stock of one requested part number. */
export type PriceAvailability = TPriceAvailability;

/**
 * A digital distributor (domain spec §1): product search and price-and-availability. Each adapter maps
 * its distributor's wire format into these shapes and throws AppError("distributor_unavailable") when
 * the distributor fails, so the use cases never see a vendor's JSON or a fetch error.
 */
export interface DistributorProvider {
  /** Stable key, as in DISTRIBUTOR_PROVIDER. */
  readonly id: string;
  /** What the screen calls it. */
  readonly name: string;
  searchProducts(term: string, opts: { limit: number }): Promise<{ items: DistributorProduct[] }>;
  /** One answer per requested part number, in the order asked; unknown ones answer status not_found. */
  priceAndAvailability(partNumbers: readonly string[]): Promise<PriceAvailability[]>;
}
