import pg from "pg";

/**
 * The channel on which the triggers of migration 0009 announce a change to what a signed-in caller's
 * principal is made of: a session revoked or ended, a user's role, e-mail or active flag, an account's
 * kind, plan or contracts flag, a team membership or a team's type. The payload is `<kind>:<uuid>`.
 */
export const PRINCIPAL_CHANNEL = "q2c_principal";

export type PrincipalChange =
  | { kind: "session" | "user" | "account" | "tenant"; id: string }
  /** Changes may have been missed (the listening connection was lost): forget everything. */
  | { kind: "all" };

const KINDS = new Set(["session", "user", "account", "tenant"]);

export function parsePrincipalChange(payload: string | undefined): PrincipalChange {
  const [kind = "", id = ""] = (payload ?? "").split(":");
  return KINDS.has(kind) && id ? { kind: kind as "session", id } : { kind: "all" };
}

/**
 * What the database tells this process about principal changes. `live` is false while a change from another
 * process could go unheard (PostgreSQL's listening connection is down): a cache must not answer then.
 */
export interface PrincipalChanges {
  subscribe(listener: (change: PrincipalChange) => void): () => void;
  readonly live: boolean;
}

export class PrincipalChangeFeed implements PrincipalChanges {
  #listeners = new Set<(change: PrincipalChange) => void>();
  live = true;

  subscribe(listener: (change: PrincipalChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(change: PrincipalChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL, part one: the pools' `onConnect` hook. Every pooled connection LISTENs, so the connection that
 * commits a change hears its own notification before its COMMIT answers: the writing process forgets at
 * once, whatever wrote.
 */
export function listenOnConnect(feed: PrincipalChangeFeed): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on("notification", (n) => {
      if (n.channel === PRINCIPAL_CHANNEL) feed.emit(parsePrincipalChange(n.payload));
    });
    await client.query(`listen ${PRINCIPAL_CHANNEL}`);
  };
}

/**
 * PostgreSQL, part two: one dedicated connection hears the other processes' changes even when the pools are
 * idle. While it is down the feed is not live, and it reports `all` when it comes back.
 */
export async function listenPostgres(url: string, feed: PrincipalChangeFeed): Promise<() => Promise<void>> {
  let closing = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    feed.live = false;
    feed.emit({ kind: "all" });
    if (!closing && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };
  const connect = async () => {
    retry = undefined;
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => undefined);
    client.on("end", () => {
      if (current === client) lost();
    });
    client.on("notification", (n) => {
      if (n.channel === PRINCIPAL_CHANNEL) feed.emit(parsePrincipalChange(n.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${PRINCIPAL_CHANNEL}`);
      current = client;
      feed.emit({ kind: "all" });
      feed.live = true;
    } catch {
      await client.end().catch(() => undefined);
      lost();
    }
  };
  feed.live = false;
  await connect();
  return async () => {
    closing = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
