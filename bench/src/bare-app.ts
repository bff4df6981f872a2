import type { Database } from "@q2c/db";
import { API_PREFIX } from "@q2c/domain";
import Fastify, { type FastifyInstance } from "fastify";
import type { Deps } from "../../apps/server/src/deps.ts";
import type { Principal } from "../../apps/server/src/lib/principal.ts";
import { getProject } from "../../apps/server/src/modules/projects/get-project.ts";
import { getUser } from "../../apps/server/src/modules/users/get-user.ts";

/** Where the bare app answers each baseline, below its own origin. */
export const BARE_PATHS = {
  /** The endpoint's own use case: the same SQL as the real route. */
  sameSql: API_PREFIX,
  /** One primary-key read of a users row; the rows of a quote, one query per table. */
  rows: "/rows",
} as const;

const PROJECT_TABLES = ["project_locations", "project_buildings", "project_bundle_products", "project_lines"];

/**
 * The baselines: Fastify with no plugins, no hooks, no schema and no auth, on the same database.
 * - `sameSql`: the handler calls the same use case as the real route (getUser; getProject with its pricing)
 *   on the same scoped handle, so it runs exactly the endpoint's SQL and stays in sync with it; the principal
 *   is loaded once up front instead of per request.
 * - `rows`: what the endpoint fundamentally reads, through the driver with no row-level scope: a users row
 *   by its primary key; a quote's row and its locations, buildings, bundle products and lines (one query per
 *   table), returned with JSON.stringify (issue 15 §4).
 */
export function buildBareApp(deps: Deps, principal: Principal, database: Database): FastifyInstance {
  const app = Fastify();
  const same = BARE_PATHS.sameSql;
  app.get<{ Params: { id: string } }>(`${same}/users/:id`, async (req) =>
    getUser(deps, principal, req.params.id.toLowerCase()),
  );
  app.get<{ Params: { id: string } }>(`${same}/projects/:id`, async (req) =>
    getProject(deps, principal, req.params.id.toLowerCase(), {
      getLocations: true,
      getProjectLocationBundleProducts: true,
    }),
  );
  const tenant = principal.tenantId;
  app.get<{ Params: { id: string } }>(`${BARE_PATHS.rows}/users/:id`, async (req, reply) => {
    const [user] = await database.query("select * from users where tenant_id = $1 and id = $2", [
      tenant,
      req.params.id,
    ]);
    return reply.type("application/json").send(JSON.stringify(user));
  });
  app.get<{ Params: { id: string } }>(`${BARE_PATHS.rows}/projects/:id`, async (req, reply) => {
    const key = [tenant, req.params.id];
    const [project] = await database.query("select * from projects where tenant_id = $1 and id = $2", key);
    const [locations, buildings, bundleProducts, lines] = await Promise.all(
      PROJECT_TABLES.map((t) =>
        database.query(`select * from ${t} where tenant_id = $1 and project_id = $2 order by position`, key),
      ),
    );
    const body = JSON.stringify({ project, locations, buildings, bundleProducts, lines });
    return reply.type("application/json").send(body);
  });
  return app;
}
