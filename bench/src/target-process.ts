import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { CPU_ASK, parseCpu, parseReady, type TargetReady } from "./protocol.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TARGET = resolve(ROOT, "bench/src/target.ts");
const WITH_POSTGRES = resolve(ROOT, "scripts/with-postgres.mjs");
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

export type DatabaseKind = "pglite" | "postgres";

export interface RunningTarget extends TargetReady {
  /** CPU time the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts target.ts in a process of its own, so the load generator (this process) and the server do not share
 * an event loop. PostgreSQL runs it under scripts/with-postgres.mjs, which owns the throwaway cluster and
 * tears it down when the target exits; the target exits when its stdin closes.
 */
export function startTarget(kind: DatabaseKind): Promise<RunningTarget> {
  const node = [process.execPath, "--import", "tsx", TARGET];
  const [cmd, ...args] = kind === "postgres" ? [process.execPath, WITH_POSTGRES, ...node] : node;
  const child = spawn(cmd!, args, {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "inherit"],
    env: process.env,
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child, exited);
      reject(new Error(`${kind}: the server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const cpuWaiters: ((us: number) => void)[] = [];
    const cpuMicros = () =>
      new Promise<number>((answer, fail) => {
        const late = setTimeout(
          () => fail(new Error(`${kind}: the server did not report its CPU time`)),
          5000,
        );
        cpuWaiters.push((us) => {
          clearTimeout(late);
          answer(us);
        });
        child.stdin!.write(`${CPU_ASK}\n`);
      });
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const cpu = parseCpu(line);
      if (cpu !== undefined) {
        cpuWaiters.shift()?.(cpu);
        return;
      }
      const ready = parseReady(line);
      if (!ready) {
        // e.g. with-postgres.mjs naming the cluster it started
        console.log(`  [${kind}] ${line}`);
        return;
      }
      clearTimeout(timer);
      resolveReady({ ...ready, cpuMicros, stop: () => stopChild(child, exited) });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${kind}: the server process exited (${code}) before it was ready`));
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stdin?.end();
  const timer = setTimeout(() => child.kill("SIGTERM"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
