import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { type RouteAccessEntry, registerAccessHooks } from "../plugins/access.ts";
import { registerErrorHandler } from "../plugins/errors.ts";
import { crudRoutes } from "./crud-routes.ts";
import type { Principal } from "./principal.ts";

// The resources' own HTTP tests prove each converted route; these pin what the helper itself decides.

const ID = "0190a000-0000-7000-8000-0000000000c1";
const ZRow = z.object({ id: z.string(), name: z.string() });
const deps = { marker: "scoped deps" } as unknown as Deps;

const principal = (role: string): Principal => ({
  userId: "0190a000-0000-7000-8000-000000000001",
  sessionId: "0190a000-0000-7000-8000-000000000002",
  tenantId: "0190a000-0000-7000-8000-0000000000a1",
  accountId: "0190a000-0000-7000-8000-0000000000a1",
  email: "someone@msp.demo",
  role,
  accountKind: "msp_expert",
  teams: [],
  entitlements: {},
  canManageContracts: false,
  onboardingStep: -1,
  scope: { kind: "all" },
});

let app: FastifyInstance;
afterEach(() => app?.close());

/** A bare app with the real access hooks, the caller's role stubbed, and what each use case was given. */
async function appWith(role: string, register: (api: FastifyInstance, calls: unknown[][]) => void) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const listing: RouteAccessEntry[] = registerAccessHooks(
    app,
    async () => principal(role),
    () => deps,
  );
  const calls: unknown[][] = [];
  await app.register(async (api) => register(api, calls), { prefix: "/api/v1" });
  await app.ready();
  return { listing, calls };
}

const rows = (api: FastifyInstance, calls: unknown[][]) =>
  crudRoutes(api, {
    path: "/rows",
    tags: ["rows"],
    read: "teams.read",
    write: "teams.manage",
    update: {
      summary: "Change a row",
      query: z.object({ force: z.stringbool().optional() }),
      body: z.object({ name: z.string().min(1) }),
      response: ZRow,
      run: async (...args) => {
        calls.push(args);
        return { id: args[2], name: args[3].name };
      },
    },
    list: {
      summary: "List rows",
      response: z.object({ data: z.array(ZRow) }),
      run: async (...args) => {
        calls.push(args);
        return { data: [] };
      },
    },
    create: {
      summary: "Add a row",
      body: z.object({ name: z.string().min(1) }),
      response: ZRow,
      run: async (...args) => {
        calls.push(args);
        return { id: ID, name: args[2].name };
      },
    },
    delete: { summary: "Delete a row", run: async (_d, _p, id) => ({ id }) },
  });

describe("crudRoutes", () => {
  it("registers only the operations declared, in the order written, reads and writes with their permission", async () => {
    const { listing } = await appWith("administrator", rows);
    expect(
      listing.map((r) => `${r.method} ${r.url} ${"permission" in r.access && r.access.permission}`),
    ).toEqual([
      "PUT /api/v1/rows/:id teams.manage",
      "GET /api/v1/rows teams.read",
      "POST /api/v1/rows teams.manage",
      "DELETE /api/v1/rows/:id teams.manage",
    ]);
  });

  it("gives the use cases the caller's scoped deps and principal, the id, the parsed body and query", async () => {
    const { calls } = await appWith("administrator", rows);
    const created = await app.inject({ method: "POST", url: "/api/v1/rows", payload: { name: "A" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: ID, name: "A" });
    const updated = await app.inject({
      method: "PUT",
      url: `/api/v1/rows/${ID.toUpperCase()}?force=true`,
      payload: { name: "B" },
    });
    expect(updated.statusCode).toBe(200);
    const [create, update] = calls;
    expect(create?.[0]).toBe(deps);
    expect(create?.[1]).toMatchObject({ role: "administrator" });
    // ZIdParams lower-cases the id; the query arrives parsed ("true" became true).
    expect(update?.slice(2)).toEqual([ID, { name: "B" }, { force: true }]);
    // A use case whose route declares no query string gets none, whatever the URL carries.
    await app.inject({ method: "GET", url: "/api/v1/rows?force=true" });
    expect(calls[2]).toHaveLength(3);
    expect(calls[2]?.[2]).toBeUndefined();
    const deleted = await app.inject({ method: "DELETE", url: `/api/v1/rows/${ID}` });
    expect(deleted.json()).toEqual({ id: ID });
  });

  it("refuses writes to a role with only the read permission, before the id or body is looked at", async () => {
    const { calls } = await appWith("sales", rows);
    expect((await app.inject({ method: "GET", url: "/api/v1/rows" })).statusCode).toBe(200);
    const write = await app.inject({ method: "POST", url: "/api/v1/rows", payload: { name: "A" } });
    expect(write.statusCode).toBe(403);
    const badId = await app.inject({ method: "DELETE", url: "/api/v1/rows/not-an-id" });
    expect(badId.statusCode).toBe(403);
    expect(calls).toHaveLength(1);
  });

  it("answers 400 for an id that is not a UUID and a body the schema refuses", async () => {
    const { calls } = await appWith("administrator", rows);
    expect((await app.inject({ method: "DELETE", url: "/api/v1/rows/not-an-id" })).statusCode).toBe(400);
    const empty = await app.inject({ method: "POST", url: "/api/v1/rows", payload: { name: "" } });
    expect(empty.statusCode).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
