import {
  ZCommentLinkRequest,
  ZIdParams,
  ZPageQuery,
  ZProjectComment,
  ZUpdateCommentRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { ZCommentFileParams, ZCommentParams } from "./collab-params.ts";
import { createProjectComment } from "./create-project-comment.ts";
import { deleteCommentFile, deleteProjectComment } from "./delete-project-comment.ts";
import { listProjectComments } from "./list-project-comments.ts";
import { readCommentFile } from "./read-comment-file.ts";
import { readCommentRequest } from "./read-comment-request.ts";
import { setCommentLink, updateProjectComment } from "./update-project-comment.ts";

/** A header-safe file name: ASCII for old clients, the real name percent-encoded for the rest. */
const attachment = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function commentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/comments",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Comments of a quote, oldest first",
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZProjectComment) },
      },
    },
    async (req) => listProjectComments(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.post(
    "/projects/:id/comments",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary:
          "Comment on a quote: JSON { body, link }, or multipart with `body`, optional `link` (JSON) and up to 5 `file` parts of up to 10 MB (PDF, PNG, JPEG, GIF, WebP, text, CSV, Word, Excel, PowerPoint)",
        consumes: ["application/json", "multipart/form-data"],
        params: ZIdParams,
        response: { 201: ZProjectComment },
      },
    },
    async (req, reply) => {
      const input = await readCommentRequest(req);
      return reply
        .code(201)
        .send(await createProjectComment(depsOf(req), principalOf(req), req.params.id, input));
    },
  );

  r.put(
    "/projects/:id/comments/:commentId",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Change a comment's text (its author only)",
        params: ZCommentParams,
        body: ZUpdateCommentRequest,
        response: { 200: ZProjectComment },
      },
    },
    async (req) =>
      updateProjectComment(depsOf(req), principalOf(req), req.params.id, req.params.commentId, req.body),
  );

  r.delete(
    "/projects/:id/comments/:commentId",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Delete a comment (its author, or an administrator of the quote's company)",
        params: ZCommentParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteProjectComment(depsOf(req), principalOf(req), req.params.id, req.params.commentId),
  );

  r.get(
    "/projects/:id/comments/:commentId/files/:fileId",
    {
      config: { permission: "quotes.read" },
      schema: { tags, summary: "Download a comment's file", params: ZCommentFileParams },
    },
    async (req, reply) => {
      const { id, commentId, fileId } = req.params;
      const file = await readCommentFile(depsOf(req), principalOf(req), id, commentId, fileId);
      return reply
        .header("content-type", file.mimeType)
        .header("content-disposition", attachment(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.bytes);
    },
  );

  r.delete(
    "/projects/:id/comments/:commentId/files/:fileId",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Remove a file from a comment (its author, or an administrator of the quote's company)",
        params: ZCommentFileParams,
        response: { 200: ZProjectComment },
      },
    },
    async (req) => {
      const { id, commentId, fileId } = req.params;
      return deleteCommentFile(depsOf(req), principalOf(req), id, commentId, fileId);
    },
  );

  r.put(
    "/projects/:id/comments/:commentId/link",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Point a comment at a building or a line of the quote, or at nothing (its author only)",
        params: ZCommentParams,
        body: ZCommentLinkRequest,
        response: { 200: ZProjectComment },
      },
    },
    async (req) =>
      setCommentLink(depsOf(req), principalOf(req), req.params.id, req.params.commentId, req.body.link),
  );
}
