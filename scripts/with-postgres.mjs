#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: initdb into a temp folder, start on a free port,
// export TEST_DATABASE_URL, run the command, tear the cluster down. initdb refuses root, so as root the
// cluster runs as the `postgres` user in a folder it owns. A throwaway redis-server comes along
// (TEST_REDIS_URL), for the tests of several server processes on one database.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePostgres } from "./ensure-tools.mjs";
import { freePort, startRedis } from "./redis-server.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: with-postgres.mjs <command> [args...]");
  process.exit(2);
}

const bin = ensurePostgres();
const isRoot = process.getuid?.() === 0;
const asPg = (file, args) =>
  isRoot ? ["runuser", ["-u", "postgres", "--", join(bin, file), ...args]] : [join(bin, file), args];

const dir = mkdtempSync(join(tmpdir(), "q2c-pg-"));
chmodSync(dir, 0o777);
const data = join(dir, "data");
if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
const port = await freePort();

const run = (file, args) => {
  const [cmd, a] = asPg(file, args);
  const r = spawnSync(cmd, a, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr || r.stdout}`);
};

let stopped = false;
let redis;
const stop = () => {
  if (stopped) return;
  stopped = true;
  redis?.stop();
  try {
    run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
  } catch {}
  rmSync(dir, { recursive: true, force: true });
};
process.on("exit", stop);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));

run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
run("pg_ctl", [
  "-D",
  data,
  "-l",
  join(dir, "server.log"),
  "-o",
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
  "-w",
  "start",
]);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${bin} on port ${port}`);
redis = await startRedis();
console.log(`Redis at ${redis.url}`);
const child = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redis.url },
  shell: false,
});
child.on("exit", (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
