import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Distinct statement texts kept prepared; beyond this, new texts run unnamed (PGlite's own `query`). */
const MAX_PREPARED = 256;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * Runs statements as named prepared statements on PGlite's one connection, so PostgreSQL keeps their plans
 * (PGlite's `query` parses, plans and describes every statement anew: planning a statement under the
 * row-level policies costs more than running it) and each run is one call into PGlite instead of six.
 * Must run where nothing else uses the connection at the same time (the gate, pglite-gate.ts).
 */
export class PglitePrepared {
  readonly #client: PGlite;
  readonly #prepared = new Map<string, Prepared>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `q2c_${this.#prepared.size}`;
    const { serialize } = protocol;
    const messages = await this.#client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  async query<T>(text: string, values: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let prepared = this.#prepared.get(text);
    if (!prepared && (this.#prepared.size >= MAX_PREPARED || options?.blob)) {
      return this.#client.query<T>(text, values, options);
    }
    prepared ??= await this.#prepare(text);
    const { paramTypes } = prepared;
    const serializers = this.#client.serializers;
    const params = values.map((v, i) => {
      if (v === null || v === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? serializers[type];
      return serialize ? serialize(v) : String(v);
    });
    const { serialize } = protocol;
    const messages = await this.#client.execProtocolStream(
      concat([
        serialize.bind({ statement: prepared.name, values: params }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await this.#client.syncToFs();
    return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
  }
}
