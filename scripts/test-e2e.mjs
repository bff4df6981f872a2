#!/usr/bin/env node
// Browser journeys: build the web app, make sure Chromium is there, then run vitest's e2e project with
// the given extra arguments.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-tools.mjs";

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status || 1);
};

run("npm", ["run", "build", "-w", "apps/web"]);
console.log(`Chromium: ${ensureChromium()}`);
run("npx", ["vitest", "run", "--project", "e2e", ...process.argv.slice(2)]);
