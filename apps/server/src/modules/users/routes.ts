import { ZUserInfo } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { principalOf } from "../../plugins/access.ts";
import { getUser } from "./get-user.ts";

export async function usersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.get(
    "/users/:id",
    {
      config: { access: { rule: "signedIn" } },
      schema: {
        tags,
        summary: "Get a user (with teams and table configuration)",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({
          getTeams: z.stringbool().optional(),
          getTableConf: z.stringbool().optional(),
          getRedirectPageInfo: z.stringbool().optional(),
        }),
        response: { 200: ZUserInfo },
      },
    },
    async (req) => getUser(deps, principalOf(req), req.params.id.toLowerCase()),
  );
}
