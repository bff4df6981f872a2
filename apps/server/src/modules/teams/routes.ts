import {
  ZAddTeamMemberRequest,
  ZCreateTeamRequest,
  ZIdParams,
  ZPageQuery,
  ZTeam,
  ZTeamDetail,
  ZTeamListQuery,
  ZTeamMember,
  ZTeamMemberParams,
  ZUpdateTeamRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { addTeamMember } from "./add-team-member.ts";
import { createTeam } from "./create-team.ts";
import { deleteTeam } from "./delete-team.ts";
import { getTeam } from "./get-team.ts";
import { listTeamMembers } from "./list-team-members.ts";
import { listTeams } from "./list-teams.ts";
import { removeTeamMember } from "./remove-team-member.ts";
import { updateTeam } from "./update-team.ts";

/** Teams of an account: anyone signed in reads them within scope; the administrator rule manages them. */
export async function teamsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["teams"];

  crudRoutes(app, {
    path: "/teams",
    tags,
    read: "teams.read",
    write: "teams.manage",
    list: { summary: "List teams", query: ZTeamListQuery, response: zPage(ZTeam), run: listTeams },
    create: { summary: "Create a team", body: ZCreateTeamRequest, response: ZTeam, run: createTeam },
    get: { summary: "Get a team with its members", response: ZTeamDetail, run: getTeam },
    update: {
      summary: "Rename a team or change its type",
      body: ZUpdateTeamRequest,
      response: ZTeam,
      run: updateTeam,
    },
    delete: { summary: "Delete a team", run: deleteTeam },
  });

  r.get(
    "/teams/:id/users",
    {
      config: { permission: "teams.read" },
      schema: {
        tags,
        summary: "List the members of a team",
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZTeamMember) },
      },
    },
    async (req) => listTeamMembers(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.post(
    "/teams/:id/users",
    {
      config: { permission: "teams.manage" },
      schema: {
        tags,
        summary: "Add a user to a team, or change its team level",
        params: ZIdParams,
        body: ZAddTeamMemberRequest,
        response: { 200: ZTeamMember },
      },
    },
    async (req) => addTeamMember(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/teams/:id/users/:userId",
    {
      config: { permission: "teams.manage" },
      schema: {
        tags,
        summary: "Take a user out of a team",
        params: ZTeamMemberParams,
        response: { 200: z.object({ teamId: z.string(), userId: z.string() }) },
      },
    },
    async (req) => removeTeamMember(depsOf(req), principalOf(req), req.params.id, req.params.userId),
  );
}
