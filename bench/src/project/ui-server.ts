// The quote builder bench's server (`npm run bench:quote-ui`), in a process of its own as in production:
// the harness (Playwright's client) then shares no event loop with it. Starts the real server on PGlite in
// memory with demo data, seeds the bench's quotes and prints one JSON line: { baseURL, password, quotes }.
import { startServer } from "../../../apps/server/src/bootstrap.ts";
import { benchConfig } from "../bench-config.ts";
import { BENCH_LINES, seedBenchProject } from "./seed-project.ts";

export interface BenchServerInfo {
  baseURL: string;
  password: string;
  /** Quote ids: one without lines, one of BENCH_LINES lines. */
  empty: string;
  full: string;
  /** With BENCH_SECOND_FULL=1, a second quote of BENCH_LINES lines (ui-compare.ts). */
  full2?: string;
}

const webDist = process.argv[2];
if (!webDist) throw new Error("usage: ui-server.ts <web dist directory>");
const config = benchConfig();
// PGlite in memory: nothing on disk to clean up.
const server = await startServer(config, { dataDir: undefined, webDist });
const baseURL = await server.app.listen({ host: "127.0.0.1", port: 0 });
// BENCH_SERVER_LOG=1: each request's time in the server on stderr (a developer's look, see ui-profile.ts).
if (process.env.BENCH_SERVER_LOG === "1") {
  server.app.server.on("request", (req, res) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    res.on("finish", () => {
      // The process's CPU while the request was open (other requests' work included).
      const used = process.cpuUsage(cpu);
      const cpuMs = Math.round((used.user + used.system) / 1000);
      process.stderr.write(
        `server ${Math.round(start)} +${Math.round(performance.now() - start)} ms (process CPU ${cpuMs} ms) ${req.method} ${req.url?.slice(0, 70)}\n`,
      );
    });
  });
}
config.publicUrl = baseURL;
const { database } = server.deps;
const info: BenchServerInfo = {
  baseURL,
  password: config.demoPassword,
  empty: await seedBenchProject(database, 2, 0),
  full: await seedBenchProject(database, 3, BENCH_LINES),
  ...(process.env.BENCH_SECOND_FULL === "1"
    ? { full2: await seedBenchProject(database, 4, BENCH_LINES) }
    : {}),
};
process.stdout.write(`${JSON.stringify(info)}\n`);
// The bench closes stdin when it is done (or dies): the server goes with it.
process.stdin.resume();
process.stdin.on("end", () => void server.close().then(() => process.exit(0)));
