import type { TDistributorProduct, TPriceAvailability } from "@q2c/domain";
import type {
  DistributorOrder,
  DistributorWebhooks,
  PlacedOrder,
  PlaceOrderInput,
} from "./distributor-orders.ts";

/** A product as a distributor lists it; the wire shape of the API, so the routes pass it through. */
export type DistributorProduct = TDistributorProduct;
/** Price and stock of one requested part number. */
export type PriceAvailability = TPriceAvailability;

/**
 * A digital distributor (domain spec §1): product search, price-and-availability and orders (issue #18
 * §2). Each adapter maps its distributor's wire format into these shapes and throws
 * AppError("distributor_unavailable") when the distributor fails (cannot be reached, times out, answers
 * 5xx) and AppError("distributor_refused") with the distributor's reason when it answers and says no, so
 * the use cases never see a vendor's JSON or a fetch error. No answer or error carries a secret.
 */
export interface DistributorProvider {
  /** Stable key, as in DISTRIBUTOR_PROVIDER. */
  readonly id: string;
  /** What the screen calls it. */
  readonly name: string;
  searchProducts(term: string, opts: { limit: number }): Promise<{ items: DistributorProduct[] }>;
  /** One answer per requested part number, in the order asked; unknown ones answer status not_found. */
  priceAndAvailability(partNumbers: readonly string[]): Promise<PriceAvailability[]>;
  /**
   * Places an order, idempotent by `customerOrderNumber`: an order the distributor already holds under it
   * is answered as it stands and nothing is created; a create that times out or fails with 5xx is looked
   * up again before failing, so a retry never places a second order. One answer per line asked.
   */
  placeOrder(input: PlaceOrderInput): Promise<PlacedOrder>;
  /** The order as the distributor sees it now; AppError("not_found") when it holds no such order. */
  getOrder(distributorOrderNumber: string): Promise<DistributorOrder>;
  /** Cancels an order nothing of which has left the warehouse; later, AppError("distributor_refused"). */
  cancelOrder(distributorOrderNumber: string): Promise<void>;
  /** False: the distributor is polled (getOrder on a schedule) for changes. */
  readonly supportsWebhooks: boolean;
  /** Present when supportsWebhooks. */
  readonly webhooks?: DistributorWebhooks | undefined;
}
