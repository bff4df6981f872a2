/**
 * Foundation §7: on POST and PUT, fields whose value is null are listed in `nullFields`. The server
 * sets listed fields to null and leaves absent fields unchanged, so the null values themselves are
 * left out of the body (a schema that does not accept null would otherwise refuse the request).
 */
export function withNullFields(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const nullFields: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "nullFields") continue;
    if (value === null) nullFields.push(key);
    else rest[key] = value;
  }
  const given = Array.isArray(body.nullFields) ? body.nullFields.filter((f) => typeof f === "string") : [];
  const all = [...new Set([...given, ...nullFields])];
  return all.length === 0 ? rest : { ...rest, nullFields: all };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
