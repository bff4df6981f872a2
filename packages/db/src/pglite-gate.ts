import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { PglitePrepared } from "./pglite-prepared.ts";

/** What the session carries when no caller is set: the connecting role, as the system handle needs. */
const SYSTEM = "reset role";

/**
 * PGlite has one connection, shared by the system handle and every caller's scoped handle. Everything that
 * runs SQL on it goes through this gate, one operation at a time, and each operation first puts the
 * session in the state it needs: the connecting role for the system handle, or a caller's role and
 * settings (set at session level by scoped.ts). The gate remembers what the session carries, so a run of
 * statements for the same caller sets nothing, and the settings never outlive the state it records: a
 * failed change leaves the state unknown, and the next operation sets it again.
 */
export class PgliteGate {
  readonly client: PGlite;
  #tail: Promise<unknown> = Promise.resolve();
  /** The statement that made the session's current state; undefined when unknown. */
  #carried: string | undefined = SYSTEM;
  readonly #prepared: PglitePrepared;

  constructor(client: PGlite) {
    this.client = client;
    this.#prepared = new PglitePrepared(client);
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(fn);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #carry(state: string): Promise<void> {
    if (this.#carried === state) return;
    this.#carried = undefined;
    await this.client.exec(state);
    this.#carried = state;
  }

  /** A statement of the system handle, as the connecting role. */
  query<T>(text: string, values?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(async () => {
      await this.#carry(SYSTEM);
      return this.client.query<T>(text, values, options);
    });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exclusive(async () => {
      await this.#carry(SYSTEM);
      return this.client.exec(text, options);
    });
  }

  /**
   * Several statements as the connecting role (the job queue's scripts). A script that fails after its own
   * `BEGIN` would leave the one connection in an aborted transaction, refusing every later statement of every
   * caller, so it is rolled back before the gate lets anything else run (a no-op when none is open).
   */
  script(text: string): Promise<Results[]> {
    return this.#exclusive(async () => {
      await this.#carry(SYSTEM);
      try {
        return await this.client.exec(text);
      } catch (err) {
        await this.client.exec("rollback").catch(() => undefined);
        throw err;
      }
    });
  }

  /** A transaction starts as the connecting role; a scoped one sets its caller's settings locally. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#carry(SYSTEM);
      return this.client.transaction(fn);
    });
  }

  /**
   * A statement of a caller: `setup` (session-level settings of scoped.ts) first unless already carried,
   * then the statement as a named prepared statement, whose plan PostgreSQL keeps (pglite-prepared.ts).
   */
  queryAs<T>(setup: string, text: string, values?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(async () => {
      await this.#carry(setup);
      return this.#prepared.query<T>(text, values, options);
    });
  }
}
