import { type AccountKind, PERMISSIONS, type PermissionSpec } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { RouteAccess } from "../plugins/access.ts";

interface Operation {
  summary?: string;
  tags?: string[];
}

const ACCOUNT_WORDS: Record<AccountKind, string> = {
  platformOwner: "platform owner",
  msp_expert: "MSP",
  linkPartner: "link partner",
  customer: "customer",
};

/** A permission's name and its expansion, e.g. "`catalogue.write`: rule editor (platform owner or MSP)". */
const accessText = (a: RouteAccess): string => {
  if ("public" in a) return "public";
  if ("signedIn" in a) return "signed in";
  const p: PermissionSpec = PERMISSIONS[a.permission];
  const role = p.rule ? `rule ${p.rule}` : p.group ? `access group ${p.group}` : "any signed-in role";
  const only = p.accounts?.length === 1 ? " only" : "";
  const kinds = p.accounts ? ` (${p.accounts.map((k) => ACCOUNT_WORDS[k]).join(" or ")}${only})` : "";
  const plan = p.entitlement ? `, needs ${p.entitlement}` : "";
  const contracts = p.contracts ? ", account can manage contracts" : "";
  return `\`${a.permission}\`: ${role}${kinds}${plan}${contracts}`;
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
    'Conventions (errors, pagination, versions, idempotency) are in ../shared/ARCHITECTURE.md. "who" is the',
    "route's permission (packages/domain/src/access/permissions.ts) with what it expands to; another kind of",
    "account than those named gets 404, a role, plan or contracts flag that falls short 403.",
    "",
    ...sections,
  ].join("\n");
}
