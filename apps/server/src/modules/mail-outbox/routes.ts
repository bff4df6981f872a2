import { ZOutboxMail, ZPageQuery, zPage } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf } from "../../plugins/access.ts";
import { listOutboxMail } from "./list-outbox-mail.ts";

export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Mail holds sign-in and reset links: only the platform owner's administrators read it.
  r.get(
    "/mail-outbox",
    {
      config: { permission: "mail.read" },
      schema: {
        tags: ["mail"],
        summary: "Mail sent or kept in the outbox, newest first",
        querystring: ZPageQuery,
        response: { 200: zPage(ZOutboxMail) },
      },
    },
    async (req) => listOutboxMail(depsOf(req), req.query),
  );
}
