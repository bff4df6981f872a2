// Finds (and, as root, installs with apt-get) the system tools the test command needs:
// PostgreSQL server binaries, Redis, Chromium and Poppler's tools. Without root it stops with what to install.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const isRoot = process.getuid?.() === 0;

function aptInstall(packages) {
  if (!isRoot) return false;
  console.log(`Installing ${packages.join(" ")} with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq", { stdio: "inherit", env });
  execSync(`apt-get install -y -qq ${packages.join(" ")}`, { stdio: "inherit", env });
  return true;
}

function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync("/usr/lib/postgresql")) {
    for (const v of readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))) {
      candidates.push(join("/usr/lib/postgresql", v, "bin"));
    }
  }
  candidates.push("/usr/local/bin", "/usr/bin");
  return candidates.find((d) => existsSync(join(d, "initdb")) && existsSync(join(d, "pg_ctl")));
}

export function ensurePostgres() {
  let bin = findPostgresBin();
  if (!bin && aptInstall(["postgresql"])) bin = findPostgresBin();
  if (!bin) {
    console.error(
      "PostgreSQL server binaries (initdb, pg_ctl) are missing: install PostgreSQL 15+ (Debian: apt-get install postgresql) or set PG_BIN.",
    );
    process.exit(1);
  }
  if (isRoot && spawnSync("id", ["postgres"]).status !== 0) {
    execSync("useradd --system --no-create-home postgres");
  }
  return bin;
}

function findRedis() {
  const candidates = [process.env.REDIS_SERVER, "/usr/bin/redis-server", "/usr/local/bin/redis-server"];
  return candidates.find((p) => p && existsSync(p));
}

export function ensureRedis() {
  let path = findRedis();
  if (!path && aptInstall(["redis-server"])) path = findRedis();
  if (!path) {
    console.error(
      "redis-server is missing: install it (Debian: apt-get install redis-server) or set REDIS_SERVER.",
    );
    process.exit(1);
  }
  return path;
}

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((p) => p && existsSync(p));
}

export function ensureChromium() {
  let path = findChromium();
  if (!path && aptInstall(["chromium", "fonts-liberation"])) path = findChromium();
  if (!path) {
    console.error("Chromium is missing: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
  return path;
}

function findPoppler() {
  const dirs = [process.env.POPPLER_BIN, "/usr/bin", "/usr/local/bin"];
  return dirs.find((d) => d && ["pdftotext", "pdfinfo", "pdfsig"].every((t) => existsSync(join(d, t))));
}

/**
 * Poppler's pdftotext, pdfinfo and pdfsig: the PDF tests read what a page prints and check a sealed PDF's
 * signature with them, as independent witnesses.
 */
export function ensurePoppler() {
  let dir = findPoppler();
  if (!dir && aptInstall(["poppler-utils"])) dir = findPoppler();
  if (!dir) {
    console.error("Poppler's tools (pdftotext, pdfinfo, pdfsig) are missing: apt-get install poppler-utils.");
    process.exit(1);
  }
  return dir;
}
