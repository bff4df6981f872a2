#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Each step prints its own summary.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["unit and web", "npx", ["vitest", "run", "--project", "unit", "--project", "web"]],
  ["HTTP on PGlite", "npx", ["vitest", "run", "--project", "int"]],
  ["HTTP on PostgreSQL", "node", ["scripts/with-postgres.mjs", "npx", "vitest", "run", "--project", "int"]],
  ["browser", "npm", ["run", "test:e2e"]],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name.split(" ")[0])) continue;
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
