import { API_PREFIX } from "@q2c/domain";
import Fastify, { type FastifyInstance } from "fastify";
import type { Deps } from "../../apps/server/src/deps.ts";
import type { Principal } from "../../apps/server/src/lib/principal.ts";
import { getProject } from "../../apps/server/src/modules/projects/get-project.ts";
import { getUser } from "../../apps/server/src/modules/users/get-user.ts";

/**
 * The baseline: Fastify with no plugins, no hooks, no schema and no auth, whose handler calls the same use
 * case as the real route (getUser → scope check + getUserInfo), so it runs exactly the endpoint's SQL and
 * stays in sync with it. The same holds for GET /projects/{id} (getProject: scope check, four queries,
 * pricing through priceProject). The principal is loaded once up front instead of per request.
 */
export function buildBareApp(deps: Deps, principal: Principal): FastifyInstance {
  const app = Fastify();
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/users/:id`, async (req) =>
    getUser(deps, principal, req.params.id.toLowerCase()),
  );
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/projects/:id`, async (req) =>
    getProject(deps, principal, req.params.id.toLowerCase(), {
      getLocations: true,
      getProjectLocationBundleProducts: true,
    }),
  );
  return app;
}
