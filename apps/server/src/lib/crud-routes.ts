import { type PermissionName, ZIdParams } from "@q2c/domain";
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { depsOf, principalOf } from "../plugins/access.ts";
import type { Principal } from "./principal.ts";

/** Who reads and who writes a resource, and its OpenAPI tags; one module's resources often share them. */
export interface CrudAccess {
  tags: readonly string[];
  /** The permission of GET routes. */
  read: PermissionName;
  /** The permission of POST, PUT and DELETE routes. */
  write: PermissionName;
}

/**
 * The routes of a plain resource, declared once instead of written out per resource (STYLE.md: "the same
 * CRUD route block ... when a third copy appears, make the shared piece"): `GET path` lists, `POST path`
 * creates (201), and `GET`, `PUT`, `DELETE path/:id` read, change and delete one row. Reads declare the
 * `read` permission and writes the `write` one, so a resource cannot give one write route a looser rule by
 * mistake. Each operation names its use case, which keeps its own signature (a lambda adapts one that
 * takes less or differs). The helper only wires HTTP: the access hook, the zod validation and the OpenAPI
 * document see the same route options a hand-written route gives them.
 *
 * Routes are registered in the order the operations are written: the OpenAPI document (and so
 * docs/api.md) lists a path's methods in that order.
 */
export interface CrudResource<
  LQ extends z.ZodType = z.ZodUndefined,
  LR extends z.ZodType = z.ZodType,
  GR extends z.ZodType = z.ZodType,
  CB extends z.ZodType = z.ZodType,
  CR extends z.ZodType = z.ZodType,
  UQ extends z.ZodType = z.ZodUndefined,
  UB extends z.ZodType = z.ZodType,
  UR extends z.ZodType = z.ZodType,
> extends CrudAccess {
  /** The collection's path, e.g. "/teams"; one row is at `${path}/:id`. */
  path: string;
  list?: {
    summary: string;
    /** The query string's schema; without one the use case is given `undefined`. */
    query?: LQ;
    /** The whole answer, `zPage(ZRow)` or `z.object({ data: z.array(ZRow) })`. */
    response: LR;
    run: (deps: Deps, principal: Principal, query: z.output<LQ>) => Promise<z.output<LR>>;
  };
  get?: {
    summary: string;
    response: GR;
    run: (deps: Deps, principal: Principal, id: string) => Promise<z.output<GR>>;
  };
  create?: {
    summary: string;
    body: CB;
    response: CR;
    run: (deps: Deps, principal: Principal, body: z.output<CB>) => Promise<z.output<CR>>;
  };
  update?: {
    summary: string;
    /** The query string's schema; without one the use case is given `undefined`. */
    query?: UQ;
    body: UB;
    response: UR;
    run: (
      deps: Deps,
      principal: Principal,
      id: string,
      body: z.output<UB>,
      query: z.output<UQ>,
    ) => Promise<z.output<UR>>;
  };
  /** Answers `{ id }` of the row deleted. */
  delete?: {
    summary: string;
    run: (deps: Deps, principal: Principal, id: string) => Promise<{ id: string }>;
  };
}

const ZDeleted = z.object({ id: z.string() });

type Operation = "list" | "get" | "create" | "update" | "delete";
const OPERATIONS: readonly string[] = ["list", "get", "create", "update", "delete"] satisfies Operation[];
const isOperation = (key: string): key is Operation => OPERATIONS.includes(key);

// The schemas have validated these before the handler runs (the app's zod validator compiler).
const idOf = (req: FastifyRequest) => (req.params as z.output<typeof ZIdParams>).id;
const callerOf = (req: FastifyRequest) => [depsOf(req), principalOf(req)] as const;

/** Registers the resource's routes on `app` (a module's prefix applies as for any route). */
export function crudRoutes<
  LQ extends z.ZodType = z.ZodUndefined,
  LR extends z.ZodType = z.ZodType,
  GR extends z.ZodType = z.ZodType,
  CB extends z.ZodType = z.ZodType,
  CR extends z.ZodType = z.ZodType,
  UQ extends z.ZodType = z.ZodUndefined,
  UB extends z.ZodType = z.ZodType,
  UR extends z.ZodType = z.ZodType,
>(app: FastifyInstance, resource: CrudResource<LQ, LR, GR, CB, CR, UQ, UB, UR>): void {
  const { path, tags, read, write } = resource;
  const item = `${path}/:id`;
  const add = (
    method: HTTPMethods,
    url: string,
    permission: PermissionName,
    schema: Record<string, unknown>,
    handler: RouteHandlerMethod,
  ) => app.route({ method, url, config: { permission }, schema: { tags: [...tags], ...schema }, handler });

  const { list, get, create, update } = resource;
  const register: Record<Operation, () => void> = {
    list: () => {
      if (!list) return;
      const querystring = list.query ? { querystring: list.query } : {};
      const schema = { summary: list.summary, ...querystring, response: { 200: list.response } };
      add("GET", path, read, schema, async (req) =>
        list.run(...callerOf(req), (list.query ? req.query : undefined) as z.output<LQ>),
      );
    },
    get: () => {
      if (!get) return;
      const schema = { summary: get.summary, params: ZIdParams, response: { 200: get.response } };
      add("GET", item, read, schema, async (req) => get.run(...callerOf(req), idOf(req)));
    },
    create: () => {
      if (!create) return;
      const schema = { summary: create.summary, body: create.body, response: { 201: create.response } };
      add("POST", path, write, schema, async (req, reply) =>
        reply.code(201).send(await create.run(...callerOf(req), req.body as z.output<CB>)),
      );
    },
    update: () => {
      if (!update) return;
      const querystring = update.query ? { querystring: update.query } : {};
      const { summary, body, response } = update;
      const schema = { summary, params: ZIdParams, ...querystring, body, response: { 200: response } };
      add("PUT", item, write, schema, async (req) => {
        const query = (update.query ? req.query : undefined) as z.output<UQ>;
        return update.run(...callerOf(req), idOf(req), req.body as z.output<UB>, query);
      });
    },
    delete: () => {
      const remove = resource.delete;
      if (!remove) return;
      const schema = { summary: remove.summary, params: ZIdParams, response: { 200: ZDeleted } };
      add("DELETE", item, write, schema, async (req) => remove.run(...callerOf(req), idOf(req)));
    },
  };
  for (const key of Object.keys(resource)) if (isOperation(key)) register[key]();
}
