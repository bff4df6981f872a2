// Starts a throwaway redis-server (no persistence, loopback only) on a free port for a test run.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { ensureRedis } from "./ensure-tools.mjs";

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

/** Resolves once Redis accepts connections, with its URL and a stop function. */
export async function startRedis() {
  const bin = ensureRedis();
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
    child.stdout.on("data", (d) => {
      output += String(d);
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on("data", (d) => {
      output += String(d);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
