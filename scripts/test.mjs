#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Each step prints its own summary;
// the vitest steps also write JSON results, totalled at the end in one plain "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium, ensurePoppler } from "./ensure-tools.mjs";

const results = ".tmp/test-results";
const reporters = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(results, `${name}.json`)}`,
];
const vitest = (name, ...projects) => [
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  ...reporters(name),
];

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["unit and web", "npx", vitest("unit", "unit", "web")],
  ["HTTP on PGlite", "npx", vitest("int-pglite", "int", "int-isolated")],
  [
    "HTTP on PostgreSQL",
    "node",
    ["scripts/with-postgres.mjs", "npx", ...vitest("int-postgres", "int", "int-isolated")],
  ],
  ["browser", "node", ["scripts/test-e2e.mjs", ...reporters("e2e")]],
];

function totals() {
  let passed = 0;
  let failed = 0;
  if (!existsSync(results)) return { passed, failed };
  for (const step of ["unit", "int-pglite", "int-postgres", "e2e"]) {
    const file = join(results, `${step}.json`);
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, "utf8"));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
  return { passed, failed };
}

/** Each stage's time, printed at the end (and on a failure, up to the stage that failed). */
const times = [];
function printTimes() {
  console.log("\nstage times:");
  for (const [name, seconds] of times)
    console.log(`  ${name.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
}

const only = process.argv.slice(2);
const started = Date.now();
// The unit and HTTP suites print PDFs with the system Chromium and read them with Poppler's tools; as
// root, missing ones are installed here, before the first suite that needs them.
if (!only.length || only.some((o) => ["unit", "HTTP", "browser"].includes(o))) {
  console.log(`Chromium: ${ensureChromium()}; Poppler: ${ensurePoppler()}`);
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name.split(" ")[0])) continue;
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  times.push([name, (Date.now() - t) / 1000]);
  if (r.status !== 0) {
    printTimes();
    const { passed, failed } = totals();
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
printTimes();
const { passed, failed } = totals();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
