import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { activityRoutes } from "./activity-routes.ts";
import { commentRoutes } from "./comment-routes.ts";
import { memberRoutes } from "./member-routes.ts";

/**
 * Collaboration around a quote (issue #4 §2, §3): feed, comments with files, likes, watching, members
 * and messages to them, discovery answers, credit and finance, distributor costs now. None of these
 * changes the quote's contents, so none bumps its version; the feed's viewers hear of each live.
 */
export async function projectCollabRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  activityRoutes(app, deps);
  commentRoutes(app, deps);
  memberRoutes(app, deps);
}
