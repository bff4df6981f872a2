import { MESSAGES } from "../messages.ts";

// Input no request may carry, whatever its schema says: PostgreSQL stores no NUL character (U+0000) in
// text or jsonb and fails the whole statement on one, and JSON nested without bound makes every later
// walk over it (validation, serialisation, jsonb) recurse without bound. The server refuses both for
// every JSON body, query string, path and multipart text field before a route sees them.

/** Deeper than any request the API defines; free-form JSON fields have their own, lower bound. */
export const INPUT_MAX_DEPTH = 32;

export interface UnsafeInput {
  /** The field, as zod names it ("a.b.0.c"); "" for the value as a whole. */
  path: string;
  message: string;
}

export const hasNul = (text: string): boolean => text.includes("\u0000");

/**
 * The first string or key holding a NUL character, or the first value nested deeper than `maxDepth`
 * (an object or array counts one level; a too-deep value is named by its top-level field, the one the
 * caller can fix). Iterative, so a hostile body cannot exhaust the stack.
 */
export const findUnsafeInput = (value: unknown, maxDepth = INPUT_MAX_DEPTH): UnsafeInput | undefined =>
  walk(value, maxDepth, true);

/** Whether a JSON value is nested deeper than `maxDepth` levels of objects and arrays. */
export const nestedDeeperThan = (value: unknown, maxDepth: number): boolean =>
  walk(value, maxDepth, false) !== undefined;

function walk(value: unknown, maxDepth: number, nul: boolean): UnsafeInput | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (typeof at.value === "string") {
      if (nul && hasNul(at.value)) return { path: at.path, message: MESSAGES.nulCharacter };
      continue;
    }
    if (!at.value || typeof at.value !== "object") continue;
    if (at.depth >= maxDepth) return { path: at.path.split(".")[0] ?? "", message: MESSAGES.nestedTooDeep };
    const entries = Object.entries(at.value);
    // Pushed in reverse, so the first problem in the document's order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      // A key with a NUL names no field the caller could fix by name: the object holding it is named.
      if (nul && hasNul(key)) return { path: at.path, message: MESSAGES.nulCharacter };
      stack.push({ value: child, path: at.path ? `${at.path}.${key}` : key, depth: at.depth + 1 });
    }
  }
  return undefined;
}
