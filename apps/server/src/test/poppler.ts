import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Poppler's command-line tools as independent witnesses of the PDFs we make: pdftotext (what a page
 * prints), pdfinfo (pages) and pdfsig (the digital signature). scripts/test.mjs installs poppler-utils
 * as root; elsewhere a missing tool fails the test saying what to install.
 */
function tool(name: string): string {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error(`${name} is missing: install poppler-utils (apt-get install poppler-utils)`);
  return found;
}

function withFile<T>(bytes: Uint8Array, work: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "q2c-pdf-"));
  try {
    const path = join(dir, "doc.pdf");
    writeFileSync(path, bytes);
    return work(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, in order (pdftotext separates pages with a form feed). */
export function pdfPagesText(bytes: Uint8Array): string[] {
  const text = withFile(bytes, (path) =>
    execFileSync(tool("pdftotext"), ["-layout", "-enc", "UTF-8", path, "-"], { encoding: "utf8" }),
  );
  const pages = text.split("\f");
  if (pages.at(-1)?.trim() === "") pages.pop();
  return pages;
}

/** pdfinfo's fields (Pages, Page size, Title, ...). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (path) => execFileSync(tool("pdfinfo"), [path], { encoding: "utf8" }));
  return Object.fromEntries(
    out
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
}

/** pdfsig's report of the signatures (it exits non-zero for an invalid one, so its output is taken as is). */
export function pdfSig(bytes: Uint8Array): string {
  return withFile(bytes, (path) => {
    const r = spawnSync(tool("pdfsig"), [path], { encoding: "utf8" });
    return `${r.stdout}${r.stderr}`;
  });
}
