import { AppError, PRICE_AVAILABILITY_MAX_PARTS, type TProcureAvailability } from "@q2c/domain";
import type { FastifyBaseLogger } from "fastify";
import type { DistributorProvider } from "../../integrations/distributor/distributor-provider.ts";

export const AVAILABILITY_MESSAGES = {
  failed: (name: string) => `${name} could not be asked for prices and stock: availability unknown.`,
  noParts: "No line of these suborders has a distributor part number to ask about.",
} as const;

/** A group bought by hand: nobody is asked. */
export const NOT_ASKED: TProcureAvailability = {
  status: "not_applicable",
  providerId: null,
  error: "",
  data: [],
};

/**
 * The distributor's current price and stock of `partNumbers` (each asked once, any case, in batches of
 * {@link PRICE_AVAILABILITY_MAX_PARTS}). A failure never fails the caller: the answer is `unknown` with the
 * distributor's reason (the adapters' errors carry no secret); an error of ours is logged and answered with
 * a message of ours, never its text.
 */
export async function availabilityOf(
  provider: DistributorProvider,
  partNumbers: readonly string[],
  log: FastifyBaseLogger,
): Promise<TProcureAvailability> {
  const seen = new Set<string>();
  const unique = partNumbers.filter((p) => {
    const key = p.trim().toUpperCase();
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0)
    return { status: "unknown", providerId: provider.id, error: AVAILABILITY_MESSAGES.noParts, data: [] };
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += PRICE_AVAILABILITY_MAX_PARTS) {
    batches.push(unique.slice(i, i + PRICE_AVAILABILITY_MAX_PARTS));
  }
  try {
    const answers = await Promise.all(batches.map((b) => provider.priceAndAvailability(b)));
    return { status: "known", providerId: provider.id, error: "", data: answers.flat() };
  } catch (err) {
    const known =
      err instanceof AppError &&
      (err.code === "distributor_unavailable" || err.code === "distributor_refused");
    if (!known) log.error({ err, provider: provider.id }, "price and availability failed");
    return {
      status: "unknown",
      providerId: provider.id,
      error: known ? err.message : AVAILABILITY_MESSAGES.failed(provider.name),
      data: [],
    };
  }
}
