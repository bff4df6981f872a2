/** What the server process (target.ts) tells the runner once both apps listen: one line on stdout. */
export const READY_MARK = "@@bench-ready ";

/** One endpoint's URLs on the real server and on the bare app's two baselines (bare-app.ts). */
export interface EndpointUrls {
  /** The real server: every plugin, JWT verify and the principal per request. */
  real: string;
  /** Bare Fastify on the same scoped handle, running only the endpoint's own SQL. */
  sameSql: string;
  /** Bare Fastify reading the rows the endpoint is about, one query per table, no row-level scope. */
  rows: string;
}

export interface TargetReady {
  database: "pglite" | "postgres";
  user: EndpointUrls;
  project: EndpointUrls;
  token: string;
}

/** The runner writes CPU_ASK on the target's stdin; the target answers one CPU_MARK line. */
export const CPU_ASK = "cpu";
export const CPU_MARK = "@@bench-cpu ";

/** CPU time (user + system) the server process has used so far, in microseconds. */
export function parseCpu(line: string): number | undefined {
  if (!line.startsWith(CPU_MARK)) return undefined;
  return Number(line.slice(CPU_MARK.length));
}

export function parseReady(line: string): TargetReady | undefined {
  if (!line.startsWith(READY_MARK)) return undefined;
  return JSON.parse(line.slice(READY_MARK.length)) as TargetReady;
}
