import type { FastifyInstance } from "fastify";
import { activityRoutes } from "./activity-routes.ts";
import { commentRoutes } from "./comment-routes.ts";
import { memberRoutes } from "./member-routes.ts";

/**
 * Collaboration around a quote (issue #4 §2, §3): feed, comments with files, likes, watching, members
 * and messages to them, discovery answers, credit and finance, distributor costs now. None of these
 * changes the quote's contents, so none bumps its version; the feed's viewers hear of each live.
 */
export async function projectCollabRoutes(app: FastifyInstance): Promise<void> {
  activityRoutes(app);
  commentRoutes(app);
  memberRoutes(app);
}
