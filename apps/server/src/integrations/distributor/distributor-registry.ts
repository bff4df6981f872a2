import type { Config } from "../../config.ts";
import { createDemoDistributor } from "./demo-distributor.ts";
import type { DemoOrderOptions } from "./demo-distributor-orders.ts";
import type { DistributorProvider } from "./distributor-provider.ts";
import { createIngramDistributor } from "./ingram-distributor.ts";

/**
 * The digital distributors this server can reach. Searches go to `active` (DISTRIBUTOR_PROVIDER); the
 * others stay addressable by id for when accounts choose their own distributors (domain spec §7).
 */
export interface DistributorRegistry {
  readonly active: DistributorProvider;
  get(id: string): DistributorProvider | undefined;
  list(): DistributorProvider[];
}

/** `demo`: the demo distributor's order book and clock (bootstrap.ts gives the system handle's book). */
export function createDistributorRegistry(
  settings: Config["distributor"],
  demo: DemoOrderOptions,
): DistributorRegistry {
  // The demo distributor is always there: it needs no network and no credentials.
  const providers = [createDemoDistributor(demo)];
  if (settings.ingram) providers.push(createIngramDistributor(settings.ingram));
  const byId = new Map(providers.map((p) => [p.id, p]));
  const active = byId.get(settings.provider);
  // loadConfig refuses DISTRIBUTOR_PROVIDER=ingram without credentials, so this is a programming error.
  if (!active) throw new Error(`Distributor ${settings.provider} is not configured`);
  return { active, get: (id) => byId.get(id), list: () => [...providers] };
}
