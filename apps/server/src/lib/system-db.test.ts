import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SYSTEM_DB_MODULES } from "./system-db.ts";

// Issue 14 §1: the unscoped handle is reached only by the paths listed in system-db.ts.
const SRC = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sources(path);
    const testOnly = entry.name.endsWith(".test.ts") || entry.name.endsWith("test-helpers.ts");
    return entry.name.endsWith(".ts") && !testOnly ? [path] : [];
  });
}

/**
 * A module reaches the system handle by importing system-db.ts, by reading `.database` of the app's deps
 * (or destructuring it), or by holding a `Database` of @q2c/db (opening one, or taking one as a parameter).
 */
const REACHES_SYSTEM = [
  /from "[./]*(lib\/)?system-db\.ts"/,
  /\.database\b/,
  /\bopenDatabase\(/,
  /\{[^}]*\bdatabase\b[^}]*\}\s*=\s*\w+/,
  /import (type )?\{[^}]*\bDatabase\b[^}]*\} from "@q2c\/db"/,
];

describe("the unscoped database handle", () => {
  it("is reached only by the modules listed in SYSTEM_DB_MODULES", () => {
    const reaching = sources(SRC)
      .filter((file) => REACHES_SYSTEM.some((pattern) => pattern.test(readFileSync(file, "utf8"))))
      .map((file) => relative(SRC, file).replaceAll("\\", "/"))
      .sort();
    expect(reaching.filter((file) => !(SYSTEM_DB_MODULES as readonly string[]).includes(file))).toEqual([]);
  });

  it("lists no module that no longer reaches it, so the list stays the truth", () => {
    const stale = SYSTEM_DB_MODULES.filter((file) => {
      const text = readFileSync(join(SRC, file), "utf8");
      return !REACHES_SYSTEM.some((pattern) => pattern.test(text));
    });
    expect(stale).toEqual([]);
  });
});
