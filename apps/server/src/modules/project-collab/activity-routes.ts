import {
  ZCreateAnswerRequest,
  ZIdParams,
  ZLikeRequest,
  ZLikeSummary,
  ZPageQuery,
  ZProjectAnswer,
  ZProjectEvent,
  ZUpdateAnswerRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { ZAnswerParams, ZLikeParams } from "./collab-params.ts";
import { createProjectAnswer } from "./create-project-answer.ts";
import { likeProjectItem } from "./like-project-item.ts";
import { listProjectAnswers } from "./list-project-answers.ts";
import { listProjectEvents } from "./list-project-events.ts";
import { listProjectLikes } from "./list-project-likes.ts";
import { unlikeProjectItem } from "./unlike-project-item.ts";
import { updateProjectAnswer } from "./update-project-answer.ts";
import { watchProject } from "./watch-project.ts";

const ZWatching = z.object({ watching: z.boolean() });

/** The feed around a quote: events, likes, watching, discovery answers. */
export function activityRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/events",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "The quote's activity feed, newest first",
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZProjectEvent) },
      },
    },
    async (req) => listProjectEvents(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.get(
    "/projects/:id/likes",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Likes of the quote's events and comments",
        params: ZIdParams,
        response: { 200: z.array(ZLikeSummary) },
      },
    },
    async (req) => listProjectLikes(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/likes",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Like an event or a comment of the quote",
        params: ZIdParams,
        body: ZLikeRequest,
        response: { 201: ZLikeSummary },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await likeProjectItem(depsOf(req), principalOf(req), req.params.id, req.body.targetId)),
  );

  r.delete(
    "/projects/:id/likes/:targetId",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Take back the caller's like",
        params: ZLikeParams,
        response: { 200: ZLikeSummary },
      },
    },
    async (req) => unlikeProjectItem(depsOf(req), principalOf(req), req.params.id, req.params.targetId),
  );

  for (const [method, watching] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    r.route({
      method,
      url: "/projects/:id/watch",
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: watching ? "Watch the quote" : "Stop watching the quote",
        params: ZIdParams,
        response: { 200: ZWatching },
      },
      handler: async (req) => watchProject(depsOf(req), principalOf(req), req.params.id, watching),
    });
  }

  r.get(
    "/projects/:id/answers",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Discovery questions and answers of the quote",
        params: ZIdParams,
        response: { 200: z.array(ZProjectAnswer) },
      },
    },
    async (req) => listProjectAnswers(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/answers",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Add a discovery question and its answer",
        params: ZIdParams,
        body: ZCreateAnswerRequest,
        response: { 201: ZProjectAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createProjectAnswer(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.put(
    "/projects/:id/answers/:answerId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Change a discovery question or its answer (with the answer's version)",
        params: ZAnswerParams,
        body: ZUpdateAnswerRequest,
        response: { 200: ZProjectAnswer },
      },
    },
    async (req) =>
      updateProjectAnswer(depsOf(req), principalOf(req), req.params.id, req.params.answerId, req.body),
  );
}
