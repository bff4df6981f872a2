import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A free local port (taken, then released, for a child process to listen on). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", () => done()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** A placeholder SPA build: main.ts serves a web build and refuses to start without one. */
export function fakeWebDist(dir: string): string {
  const dist = join(dir, "web-dist");
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>test</title>");
  return dist;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
}

/**
 * The server as `npm start` runs it (apps/server/src/main.ts in a process of its own), on `port`, resolved
 * once it says it is running. Tests kill it with SIGKILL to play a crash.
 */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (d) => {
    text += String(d);
  });
  child.stderr?.on("data", (d) => {
    text += String(d);
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within 90 s:\n${text}`)), 90_000);
    const check = () => {
      if (text.includes("is running at")) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${text}`));
    });
  });
  return { url: `http://127.0.0.1:${port}/api/v1`, child, output: () => text };
}

/** Kills the process outright (no shutdown hook runs) and waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGKILL");
  await gone;
}
