import { type AccountKind, PERMISSIONS, type PermissionSpec } from "@q2c/domain";
import type { RouteAccess } from "../plugins/access.ts";
import type { TestServer } from "./harness.ts";

// The test server's OpenAPI document read as data, so tests can go over every endpoint it declares
// (money fields in answers, integer bounds of requests, bodies for fuzzing) instead of a hand-kept list.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/v1/projects/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body, if the operation takes one. */
  body: JsonSchema | undefined;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> } & JsonSchema>;
  access: RouteAccess | undefined;
}

export interface OpenApiDoc {
  operations: Operation[];
  /** A schema with its $ref followed (component schemas). */
  resolve(schema: JsonSchema | undefined): JsonSchema | undefined;
}

interface RawDoc {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function loadOpenApi(s: TestServer): Promise<OpenApiDoc> {
  const res = await s.app.inject({ method: "GET", url: "/api/openapi.json" });
  const raw = res.json() as RawDoc;
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    let at = schema;
    for (let hops = 0; at?.$ref && hops < 20; hops++) {
      at = raw.components?.schemas?.[at.$ref.replace("#/components/schemas/", "")];
    }
    return at;
  };
  const accessOf = (method: string, path: string) =>
    s.app.routeAccess.find((r) => r.method === method && r.url.replace(/:(\w+)/g, "{$1}") === path)?.access;
  const operations = Object.entries(raw.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]): Operation => {
      const method = m.toUpperCase();
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      return {
        method,
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.["application/json"]?.schema,
        responses: (op.responses as Operation["responses"] | undefined) ?? {},
        access: accessOf(method, path),
      };
    }),
  );
  return { operations, resolve };
}

/**
 * Visits every schema node under `root` (following $refs, each component once per walk) with the path of
 * property names that leads to it.
 */
export function walkSchema(
  doc: OpenApiDoc,
  root: JsonSchema | undefined,
  visit: (node: JsonSchema, path: string) => void,
): void {
  const seen = new Set<JsonSchema>();
  const go = (schema: JsonSchema | undefined, path: string) => {
    const node = doc.resolve(schema);
    if (!node || seen.has(node)) return;
    seen.add(node);
    visit(node, path);
    for (const [key, child] of Object.entries(node.properties ?? {}))
      go(child, path ? `${path}.${key}` : key);
    go(node.items, `${path}[]`);
    for (const child of node.prefixItems ?? []) go(child, `${path}[]`);
    if (typeof node.additionalProperties === "object") go(node.additionalProperties, `${path}{}`);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      go(child, path);
  };
  go(root, "");
}

/** The account kinds a route's permission is for; undefined when every signed-in kind may call it. */
export const accountKindsOf = (access: RouteAccess): readonly AccountKind[] | undefined =>
  "permission" in access ? (PERMISSIONS[access.permission] as PermissionSpec).accounts : undefined;

/** Whether only the platform owner may call the route (spec §6's SEN flag). */
export const isOwnerOnly = (access: RouteAccess | undefined): boolean =>
  access !== undefined && accountKindsOf(access)?.includes("msp_expert") === false;

/** Whether a caller outside the MSPs (a customer, a link partner) may reach the route at all. */
export const reachableByCustomers = (access: RouteAccess | undefined): boolean =>
  access !== undefined && !("public" in access) && (accountKindsOf(access)?.includes("customer") ?? true);
