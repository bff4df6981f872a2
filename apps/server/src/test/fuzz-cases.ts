import type { JsonSchema, OpenApiDoc } from "./openapi-doc.ts";

// Bad request bodies derived from an endpoint's OpenAPI schema: a plausible body first (so that each
// case differs from something the endpoint would take in one way only), then the ways clients and
// attackers get it wrong. Each case is JSON text, since some (5,000-deep nesting, __proto__ keys) cannot
// go through JSON.stringify or a JavaScript object.

export interface FuzzCase {
  name: string;
  /** The JSON text sent as the body. */
  body: string;
}

const DEEP = 5000;
const MEGABYTE = 1024 * 1024;
/** At most this many 1 MB strings in one body, within the server's 12 MB body limit. */
const MEGABYTE_FIELDS = 8;
const FUZZ_UUID = "0190a000-0000-7000-8000-00000000f022";

/**
 * Values for properties by name (real ids of demo rows, a country code, a phone number), so that the
 * sample gets past checks other than the one a case breaks.
 */
export type SampleHints = Record<string, unknown>;

/** A value the schema describes: a hint by name, enums' first value, a number over a string, every property filled. */
export function sampleOf(
  doc: OpenApiDoc,
  schema: JsonSchema | undefined,
  hints: SampleHints = {},
  key = "",
  depth = 0,
): unknown {
  const s = doc.resolve(schema);
  if (!s || depth > 8) return null;
  if (key in hints) {
    const hint = hints[key];
    return s.type === "array" && !Array.isArray(hint) ? [hint] : hint;
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined && typeof s.default !== "object") return s.default;
  const options = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((o) => doc.resolve(o)).filter((o) => o);
  if (options.length > 0) {
    const pick =
      options.find((o) => o?.type === "number" || o?.type === "integer") ??
      options.find((o) => o?.type !== "null");
    return sampleOf(doc, pick, hints, key, depth + 1);
  }
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sampleOf(doc, part, hints, key, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOf(doc, v, hints, k, depth + 1)]),
      );
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
        sampleOf(doc, s.items, hints, key, depth + 1),
      );
    case "integer":
    case "number":
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    case "string":
      return sampleString(s);
    default:
      return null;
  }
}

function sampleString(s: JsonSchema): string {
  if (s.format === "uuid") return FUZZ_UUID;
  if (s.format === "email") return "fuzz@fuzz.demo";
  if (s.format === "date-time") return "2026-01-01T00:00:00.000Z";
  if (s.format === "date" || s.pattern?.includes("\\d{4}-")) return "2026-01-01";
  if (s.pattern) return "1";
  return "Fuzz".padEnd(s.minLength ?? 0, "z");
}

/** A copy of `value` with every leaf `pick` selects replaced by `to`, at most `limit` of them. */
function replaceLeaves(
  value: unknown,
  pick: (leaf: unknown) => boolean,
  to: unknown,
  limit = Infinity,
): unknown {
  let left = limit;
  const go = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(go);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, go(c)]));
    if (left > 0 && pick(v)) {
      left--;
      return to;
    }
    return v;
  };
  return go(value);
}

const wrongTypeOf = (v: unknown): unknown => {
  if (typeof v === "string") return 12345;
  if (typeof v === "number") return "not a number";
  if (typeof v === "boolean") return "not a boolean";
  if (Array.isArray(v)) return { not: "an array" };
  if (v && typeof v === "object") return "not an object";
  return [[]];
};

/** A JSON object text, 5,000 objects deep. */
const deepJson = `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`;

/** The bad bodies for one endpoint; none of them is a body its schema allows. */
export function fuzzCases(
  doc: OpenApiDoc,
  schema: JsonSchema | undefined,
  hints: SampleHints = {},
): FuzzCase[] {
  const root = doc.resolve(schema);
  const base = sampleOf(doc, root, hints);
  const cases: FuzzCase[] = [];
  const add = (name: string, value: unknown) => cases.push({ name, body: JSON.stringify(value) });
  const isObject = base !== null && typeof base === "object" && !Array.isArray(base);
  const keys = isObject ? Object.keys(base) : [];
  const hasLeaf = (pick: (v: unknown) => boolean) =>
    JSON.stringify(replaceLeaves(base, pick, "§")).includes("§");
  const isString = (v: unknown) => typeof v === "string";
  const isNumber = (v: unknown) => typeof v === "number";

  if (keys.length > 0) {
    add(
      "wrong types",
      Object.fromEntries(keys.map((k) => [k, wrongTypeOf((base as Record<string, unknown>)[k])])),
    );
  }
  add("a body of the wrong kind", isObject ? ["an", "array"] : { an: "object" });
  if ((root?.required ?? []).length > 0) add("missing required fields", {});
  if (hasLeaf(isString)) add("NUL characters", replaceLeaves(base, isString, "a\u0000b"));
  if (isObject) cases.push({ name: "a NUL key", body: JSON.stringify({ ...base, "k\u0000": 1 }) });
  if (hasLeaf(isNumber)) add("2^53 numbers", replaceLeaves(base, isNumber, 2 ** 53));
  if (hasLeaf(isString))
    add("1 MB strings", replaceLeaves(base, isString, "x".repeat(MEGABYTE), MEGABYTE_FIELDS));
  if (keys.length > 0) {
    const placeholder = '"__deep__"';
    const text = JSON.stringify(Object.fromEntries(keys.map((k) => [k, "__deep__"])));
    cases.push({ name: "5,000-deep nesting", body: text.replaceAll(placeholder, deepJson) });
  }
  if (isObject) {
    const rest = JSON.stringify(base).slice(1);
    const sep = rest === "}" ? "" : ",";
    cases.push({ name: "a __proto__ key", body: `{"__proto__":{"polluted":true}${sep}${rest}` });
    cases.push({
      name: "a constructor.prototype key",
      body: `{"constructor":{"prototype":{"polluted":true}}${sep}${rest}`,
    });
  }
  return cases;
}
