import type { FastifyInstance } from "fastify";
import type { RouteAccess } from "../plugins/access.ts";

interface Operation {
  summary?: string;
  tags?: string[];
}

const accessText = (a: RouteAccess): string => {
  if ("public" in a) return "public";
  const scope = a.sen ? " (platform owner only)" : a.senMsp ? " (platform owner or MSP)" : "";
  const plan = a.entitlement ? `, needs ${a.entitlement}` : "";
  const contracts = a.contracts ? ", account can manage contracts" : "";
  return `${a.rule === "signedIn" ? "signed in" : `rule ${a.rule}`}${scope}${plan}${contracts}`;
};

/** docs/api.md: every endpoint grouped by tag, with its summary and who may call it. */
export function renderApiDoc(app: FastifyInstance): string {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const access = new Map(
    app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`, r.access]),
  );
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(ops)) {
      const key = `${method.toUpperCase()} ${path}`;
      const rule = access.get(key);
      if (!rule) continue;
      const tag = op.tags?.[0] ?? "other";
      const rows = byTag.get(tag) ?? [];
      rows.push(`| \`${key}\` | ${op.summary ?? ""} | ${accessText(rule)} |`);
      byTag.set(tag, rows);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, rows]) =>
      [`## ${tag}`, "", "| call | what it does | who |", "|---|---|---|", ...rows, ""].join("\n"),
    );
  return [
    "# API",
    "",
    "Generated from the OpenAPI document by `npm run docs:api`; do not edit by hand. The live, browsable",
    "reference with request and response schemas is served at `/api/docs` (OpenAPI at `/api/openapi.json`).",
    "Conventions (errors, pagination, versions, idempotency) are in ../shared/ARCHITECTURE.md.",
    "",
    ...sections,
  ].join("\n");
}
