import { PROJECT_AUDIENCES } from "@q2c/domain";
import type { Socket } from "socket.io";
import type { AppDeps } from "../../deps.ts";
import { handleLiveRooms } from "../../lib/live-room-join.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { audienceOf } from "../project-core/project-audience.ts";
import { projectRoom } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/**
 * The rooms of quotes (issue #4 §3): a socket joins a quote's room only for a quote its user sees
 * (the same scope check as GET /projects/:id, so an unshared quote is not found for its customer). It joins
 * its audience's room (project-live.ts): the MSP's, the customer's or the partners', each hearing only what
 * that audience reads; leaving leaves whichever of the quote's rooms it joined.
 */
export function handleProjectRooms(deps: AppDeps, socket: Socket): void {
  handleLiveRooms(deps, socket, {
    name: "project",
    idField: "projectId",
    roomFor: async (app, principal, id) => {
      const project = await findProjectInScope(depsFor(app, principal).db, principal, id);
      return projectRoom(project.id, audienceOf(principal, project));
    },
    roomsToLeave: (id) => PROJECT_AUDIENCES.map((audience) => projectRoom(id, audience)),
  });
}
