import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { BenchServerInfo } from "./ui-server.ts";

// Starts ui-server.ts in a child process and waits for its one line; close() ends it.

const SCRIPT = new URL("./ui-server.ts", import.meta.url).pathname;

export async function startBenchServer(
  webDist: string,
): Promise<BenchServerInfo & { close: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, webDist], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", resolve);
    child.once("exit", (code) =>
      reject(new Error(`the bench server ended (code ${code}) before it started`)),
    );
  });
  const info = JSON.parse(line) as BenchServerInfo;
  return {
    ...info,
    close: async () => {
      child.stdin.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
