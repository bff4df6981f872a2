import type { Database, PrincipalChange } from "@q2c/db";
import type { AccessClaims } from "./access-token.ts";
import type { LoadedPrincipal, Principal } from "./principal.ts";

/** How long a session's principal is reused at most (issue 15 §4: a short time); changes drop it at once. */
export const PRINCIPAL_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  principal: Principal;
  sessionExpiresAt: number;
  /** When this entry stops being reused. */
  until: number;
}

/**
 * The principal of each session, reused for {@link PRINCIPAL_TTL_MS} instead of read on every request
 * (decision 0010). Every change to a session, user, account or team that the principal is made of reaches
 * the cache through the database's notifications (migration 0009), whatever wrote it and in whichever
 * process, and drops the entries it concerns; in the writing process before its write returns. While the
 * notifications could be missed (PostgreSQL's listening connection lost) the cache answers nothing.
 * A load that was under way when a change arrived is not kept, so it cannot bring back what was dropped.
 */
export class PrincipalCache {
  #entries = new Map<string, Entry>();
  /** Counts changes heard; a load keeps its answer only if none arrived while it ran. */
  #changes = 0;
  readonly #database: Database;
  readonly #now: () => number;

  constructor(database: Database, now: () => number = Date.now) {
    this.#database = database;
    this.#now = now;
    database.principalChanges.subscribe((change) => this.#drop(change));
  }

  async get(
    claims: AccessClaims,
    load: (claims: AccessClaims) => Promise<LoadedPrincipal | null>,
  ): Promise<Principal | null> {
    const key = `${claims.tid}:${claims.sid}`;
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && this.#database.principalChanges.live) {
      if (hit.until > now && hit.sessionExpiresAt > now && hit.principal.userId === claims.sub) {
        return hit.principal;
      }
      this.#entries.delete(key);
    }
    const before = this.#changes;
    const loaded = await load(claims);
    if (!loaded) return null;
    if (this.#changes === before && this.#database.principalChanges.live) this.#keep(key, loaded, now);
    return loaded.principal;
  }

  #keep(key: string, loaded: LoadedPrincipal, now: number): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // Shared by the requests of the session: nobody may change it.
    Object.freeze(loaded.principal);
    this.#entries.set(key, {
      principal: loaded.principal,
      sessionExpiresAt: loaded.sessionExpiresAt.getTime(),
      until: now + PRINCIPAL_TTL_MS,
    });
  }

  #drop(change: PrincipalChange): void {
    this.#changes++;
    if (change.kind === "all") {
      this.#entries.clear();
      return;
    }
    for (const [key, { principal: p }] of this.#entries) {
      const hit =
        change.kind === "session"
          ? p.sessionId === change.id
          : change.kind === "user"
            ? p.userId === change.id
            : change.kind === "account"
              ? // A customer's principal carries its MSP's plan (decision 0013): the MSP's change drops it too.
                p.accountId === change.id || p.tenantId === change.id
              : p.tenantId === change.id;
      if (hit) this.#entries.delete(key);
    }
  }
}

const caches = new WeakMap<Database, PrincipalCache>();

/** The process's cache for a database (one per database, so each test server has its own). */
export function principalCacheOf(database: Database): PrincipalCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new PrincipalCache(database);
    caches.set(database, cache);
  }
  return cache;
}
